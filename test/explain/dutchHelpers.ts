import type { BoardResult, Pairing, Round, Tournament } from '../../src/core/model';
import { chessScoring, playerId } from '../../src/core/model';
import { systemFor } from '../../src/core/systems';
import { acceleratedScore, type SwissPlayer, type SwissState } from '../../src/core/systems/fide/history';
import { compatible } from '../../src/core/systems/fide/absoluteCriteria';
import { eligibleForBye2017, eligibleForBye2026 } from '../../src/core/systems/fide/byeEligibility';
import type { SystemSettings } from '../../src/core/model';

export const results: readonly BoardResult[] = ['white-wins', 'draw', 'black-wins', 'white-wins', 'black-wins', 'draw'];

/** A small event paired by the system itself for `played` rounds, from a list of result draws. */
export function playedEvent(settings: SystemSettings, n: number, played: number, draws: readonly number[], totalRounds = played + 2): Tournament | null {
  const players = Array.from({ length: n }, (_, i) => ({ id: playerId(i + 1), name: `P${i + 1}`, rating: 2400 - 10 * i }));
  let t: Tournament = { name: 'explain', settings, scoring: chessScoring, totalRounds, players, rounds: [], plannedByes: [], initialColour: 'white', randomSeed: 0 };
  let d = 0;
  for (let r = 1; r <= played; r++) {
    const out = systemFor(settings).pairNextRound(t);
    if (!out.ok) return null;
    const pairings: Pairing[] = out.round.pairs.map((p, i) => ({ board: i + 1, white: p.white, black: p.black, games: [results[draws[d++ % draws.length]! % results.length]!] }));
    const round: Round = { number: r, pairings, byes: out.round.byes };
    t = { ...t, rounds: [...t.rounds, round] };
  }
  return t;
}

/**
 * Every pairing of the players to pair that the absolute criteria allow (C1, C3; with an odd
 * number one player who may have the bye under C2 of `byeRule`), by exhaustive search.
 */
export function allPairings(state: SwissState, byeRule: '2026' | '2017'): { pairs: [number, number][]; bye: number | null }[] {
  const acc = (p: SwissPlayer): number => acceleratedScore(state, p);
  const ps = state.players.filter((p) => p.toBePaired);
  const n = ps.length;
  const out: { pairs: [number, number][]; bye: number | null }[] = [];
  const used = new Array<boolean>(n).fill(false);
  const pairs: [number, number][] = [];
  const search = (bye: number | null, byeLeft: boolean): void => {
    const first = used.indexOf(false);
    if (first === -1) {
      if (!byeLeft) out.push({ pairs: pairs.map((x) => [x[0], x[1]]), bye });
      return;
    }
    used[first] = true;
    const p = ps[first]!;
    if (byeLeft && (byeRule === '2026' ? eligibleForBye2026(state, p) : eligibleForBye2017(p))) search(p.index, false);
    for (let j = first + 1; j < n; j++) {
      if (used[j] || !compatible(state, p, ps[j]!, acc)) continue;
      used[j] = true;
      pairs.push([p.index, ps[j]!.index]);
      search(bye, byeLeft);
      pairs.pop();
      used[j] = false;
    }
    used[first] = false;
  };
  search(null, n % 2 === 1);
  return out;
}
