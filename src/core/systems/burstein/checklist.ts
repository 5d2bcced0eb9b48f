import type { ProposedRound, Tournament } from '../../model';
import type { SwissPlayer } from '../fide/history';
import { decimal, fideChecklist } from '../fide/checklist';
import { buildBursteinState, pairBursteinState } from './burstein';

/**
 * bbpPairings' check-list for the Burstein system: its pairing order, and its index columns
 * (Sonneborn-Berger, Buchholz score and tiebreak, median score and tiebreak).
 */
export const bursteinChecklist = (t: Tournament, pairing: ProposedRound | null): string => {
  const b = buildBursteinState(t);
  const state = b.base;
  const ordered = pairBursteinState(b).ordered.map((i) => state.players[i]!);
  return fideChecklist({
    state,
    ordered,
    scoreOf: (p: SwissPlayer) => b.metrics[p.index]!.score,
    columns: ['Sonneborn-Berger', 'Buchholz score', 'Buchholz tiebreak', 'Median score', 'Median tiebreak'],
    cells: (p) => {
      const m = b.metrics[p.index]!;
      return [decimal(m.sonnebornBerger, 2), decimal(m.buchholz * m.score, 2), decimal(m.buchholz, 1), decimal(m.median * m.score, 2), decimal(m.median, 1)];
    },
  }, pairing);
};
