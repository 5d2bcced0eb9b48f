/**
 * Engine Swiss standings: the standings module's engine-Swiss ranking (points, Sonneborn-Berger,
 * wins, direct encounter, then shared places — seed 002 "Tie-break order") over the scheduled
 * rounds, with first place settled by the extra pairs when two engines tied (firstPlace.ts).
 * Promotion/relegation (the seed's exception to shared places) does not exist in Pairwise.
 */
import type { Tournament } from '../../model/tournament';
import { engineSwissRanking } from '../../standings/systems';
import type { StandingRow } from '../../standings/types';
import type { FirstPlace } from './firstPlace';
import { firstPlace, scheduledOnly } from './firstPlace';
import type { EngineSwissSettings } from './openings';

export interface EngineSwissStandings {
  readonly rows: readonly StandingRow[];
  readonly firstPlace: FirstPlace;
}

export const engineSwissStandings = (t: Tournament, settings: EngineSwissSettings): EngineSwissStandings => {
  const rows = engineSwissRanking(scheduledOnly(t)).rows;
  const first = firstPlace(t, settings);
  if (first.kind !== 'won-on-extra-pairs') return { rows, firstPlace: first };
  const rankOf = (r: StandingRow): number =>
    r.player === first.winner ? 1 : r.player === first.runnerUp ? 2 : r.rank;
  const reranked = rows.map((r) => ({ ...r, rank: rankOf(r) })).sort((x, y) => x.rank - y.rank);
  return { rows: reranked, firstPlace: first };
};
