import type { Tournament } from '../../src/core/model';
import { acceleratedScore, buildSwissState, type SwissPlayer } from '../../src/core/systems/fide/history';
import { compatible } from '../../src/core/systems/dutch/criteria';
import { eligibleForBye2017, eligibleForBye2026 } from '../../src/core/systems/fide/byeEligibility';

/**
 * Whether the Dutch system's absolute criteria allow any pairing of the next round, by exhaustive
 * search (small fields only): every player to pair meets exactly one compatible opponent (C1 no
 * rematch or forbidden pair, C3 same absolute colour preference unless a topscorer), and with an
 * odd number one player who may take the pairing-allocated bye (C2, in the edition `rules` names)
 * takes it. Independent of the matching engine; the oracle for "no valid pairing exists".
 */
export function dutchPairingExists(t: Tournament, rules: '2026' | '2017'): boolean {
  const state = buildSwissState(t);
  const acc = (p: SwissPlayer): number => acceleratedScore(state, p);
  const players = state.players.filter((p) => p.toBePaired);
  const n = players.length;
  if (n > 14) throw new RangeError(`brute force is for small fields, not ${n} players`);
  const ok: boolean[][] = players.map((a) => players.map((b) => a !== b && compatible(state, a, b, acc)));
  const mayHaveBye = players.map((p) => (rules === '2026' ? eligibleForBye2026(state, p) : eligibleForBye2017(p)));
  const used = new Array<boolean>(n).fill(false);
  const search = (byeLeft: boolean): boolean => {
    const first = used.indexOf(false);
    if (first === -1) return !byeLeft;
    used[first] = true;
    if (byeLeft && mayHaveBye[first] && search(false)) return (used[first] = false, true);
    for (let j = first + 1; j < n; j++) {
      if (used[j] || !ok[first]![j]) continue;
      used[j] = true;
      const found = search(byeLeft);
      used[j] = false;
      if (found) return (used[first] = false, true);
    }
    used[first] = false;
    return false;
  };
  return search(n % 2 === 1);
}
