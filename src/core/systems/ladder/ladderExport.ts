import { formatTenths } from '../../model';
import type { LadderGame, LadderState } from './ladder';
import { gamesPlayedBy, ladderView, regionRanking } from './ladder';

/**
 * What a finished (or running) ladder hands on: its games as PGN (the Seven Tag Roster, no moves —
 * the engines' own PGN files have those) and the new ranking as CSV.
 */

const pgnResult = (g: LadderGame): string => (g.result === 'white-wins' ? '1-0' : g.result === 'black-wins' ? '0-1' : '1/2-1/2');
/** PGN string tokens: a backslash and a quote escaped (PGN spec 7). */
const pgnString = (s: string): string => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/** Every game in playing order; `Round` is the game's number in the ladder. */
export const ladderGamesPgn = (state: LadderState, event: string, date = '????.??.??'): string =>
  state.games.map((g, i) => [
    `[Event "${pgnString(event)}"]`, '[Site "?"]', `[Date "${date}"]`, `[Round "${i + 1}"]`,
    `[White "${pgnString(g.white)}"]`, `[Black "${pgnString(g.black)}"]`, `[Result "${pgnResult(g)}"]`,
    '', pgnResult(g), '',
  ].join('\n')).join('\n');

const csvField = (s: string): string => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/**
 * The new ranking, best first: rank, engine, games played in the whole ladder and, for the engines
 * of the last round robin, its points and Sonneborn-Berger (blank for the earlier drop-outs).
 */
export const ladderRankingCsv = (state: LadderState): string => {
  const last = new Map(regionRanking(state).map((r) => [r.engine, r]));
  const rows = ladderView(state).newRanking.map((engine, i) => {
    const r = last.get(engine);
    return [String(i + 1), csvField(engine), String(gamesPlayedBy(state, engine)),
      r ? formatTenths(r.points) : '', r ? (r.sonnebornBerger / 100).toFixed(2) : ''].join(',');
  });
  return ['Rank,Engine,Games,Points in the last round robin,SB in the last round robin', ...rows].join('\n') + '\n';
};
