import type { PairingOptions, PairingOutcome, ProposedPair, Tournament } from '../../model';
import { buildSwissState, type SwissState } from '../fide/history';
import { bakuAccelerations } from '../fide/baku';
import { colourFor, type PairingResult } from './criteria';
import { pairRound2026 } from './pair2026';
import { pairRound2017 } from './pair2017';

/**
 * C.04.2 / bbpPairings' board order: the pair with the higher-ranked player of higher score first
 * (by score without acceleration, then the lower player's score, then the higher player's rank);
 * the bye last.
 */
function boardOrder(state: SwissState, result: Extract<PairingResult, { ok: true }>): ProposedPair[] {
  const ps = state.players;
  const higherFirst = (a: number, b: number): [number, number] => {
    const pa = ps[a]!;
    const pb = ps[b]!;
    const aLower = pa.score < pb.score || (pa.score === pb.score && pa.pairingNumber > pb.pairingNumber);
    return aLower ? [b, a] : [a, b];
  };
  const boards = result.pairs.map(([a, b]) => {
    const [h, l] = higherFirst(a, b);
    const low = a < b ? a : b;
    const high = a < b ? b : a;
    const c = colourFor(state, ps[low]!, ps[high]!);
    const white = c === 'white' ? low : high;
    const black = white === low ? high : low;
    return { h, l, pair: { white: ps[white]!.id, black: ps[black]!.id } };
  });
  boards.sort(
    (x, y) =>
      ps[y.h]!.score - ps[x.h]!.score || ps[y.l]!.score - ps[x.l]!.score || ps[x.h]!.pairingNumber - ps[y.h]!.pairingNumber,
  );
  return boards.map((b) => b.pair);
}

/** The players' history as the Dutch system sees it: with Baku acceleration when the TO chose it. */
export const dutchState = (t: Tournament): SwissState =>
  buildSwissState(t, t.settings.system === 'dutch' && t.settings.acceleration === 'baku' ? bakuAccelerations : undefined);

/** Pair the next round of a tournament with the FIDE Dutch system (C.04.3), as bbpPairings does. */
export function pairDutch(t: Tournament, options: PairingOptions = {}): PairingOutcome {
  if (t.settings.system !== 'dutch') {
    return { ok: false, reason: 'invalid-state', detail: `the Dutch system cannot pair a ${t.settings.system} tournament` };
  }
  const state = dutchState(t);
  if (state.initialColour === null && state.playedRounds > 0) {
    // bbpPairings cannot infer an initial colour from a history without colours; white is the default.
  }
  const result = t.settings.rules === '2017' ? pairRound2017(state) : pairRound2026(state, options.onProgress);
  if (!result.ok) return { ok: false, reason: 'no-valid-pairing', detail: result.detail };
  const pairs = boardOrder(state, result);
  const byes = result.bye === null ? [] : [{ player: state.players[result.bye]!.id, kind: 'U' as const }];
  return { ok: true, round: { pairs, byes, notes: [] } };
}
