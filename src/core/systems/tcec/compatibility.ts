import type { Tournament } from '../../model';
import type { CompatibilityGraph } from '../../diagnosis';
import { byeCandidate, pairingOrder } from './pairingOrder';
import { replayTcec } from './state';
import { whiteGameDifference } from './tcecPlayer';

/**
 * The next round's compatibility graph: STEP 2 fixes the bye first; STEP 3 fails only when the
 * colour balance (and record 260) forbids every pairing, since the encounter history can always
 * be emptied.
 */
export const tcecGraph = (t: Tournament, double: boolean): CompatibilityGraph | null => {
  const replayed = replayTcec(t, double ? 2 : 1);
  if (!replayed.ok) return null;
  const round = t.rounds.length + 1;
  const away = new Set(t.plannedByes.filter((b) => b.round === round).map((b) => b.player));
  const players = [...replayed.state.players.values()].filter((p) => {
    const player = t.players.find((x) => x.id === p.id);
    return !away.has(p.id) && (player?.withdrawnFromRound === undefined || round < player.withdrawnFromRound);
  });
  const order = pairingOrder(players); // STEP 1
  const bye = byeCandidate(order); // STEP 2
  const toPair = order.filter((p) => p !== bye);
  const byId = new Map(toPair.map((p) => [p.id, p]));
  const forbidden = new Set((t.forbiddenPairs ?? []).map(([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`)));
  return {
    system: 'tcec',
    round,
    players: toPair.map((p) => p.id),
    withBye: false,
    pairBlock: (a, b) => {
      if (forbidden.has(a < b ? `${a}-${b}` : `${b}-${a}`)) return { rule: 'forbidden-pair' };
      const wa = whiteGameDifference(byId.get(a)!);
      const wb = whiteGameDifference(byId.get(b)!);
      // TCEC STEP 3: |WGD(p1) + WGD(p2)| <= 2.
      return Math.abs(wa + wb) > 2 ? { rule: 'colour-balance', whiteGameDifferences: [wa, wb] } : null;
    },
    byeBlock: () => null,
    ruleTexts: { 'bye-given': 'TCEC STEP 2' },
    ...(bye === null ? {} : { byeGivenTo: bye.id }),
  };
};
