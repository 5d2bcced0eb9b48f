import Papa from 'papaparse';
import { formatTenths } from '../../model';
import type { Tenths } from '../../model';
import { spreadsheetText } from '../../standings';
import { chessResultText } from '../wording';
import { regionRanking } from './ladder';
import type { EngineName, LadderResult, LadderState, RegionStanding } from './ladder';

/**
 * A place of the new ranking with the figures that decided it: the engines of the last round
 * robin (step 9) by their points and Sonneborn-Berger in it; each engine that dropped out (steps 3
 * and 8) by its standing in the round robin it finished last in, as it was at that moment.
 */
export interface FinalPlace {
  readonly place: number;
  readonly engine: EngineName;
  /** Points in the deciding round robin, in tenths. */
  readonly points: Tenths;
  /** Sonneborn-Berger in the deciding round robin, in hundredths of a point. */
  readonly sonnebornBerger: number;
  /** Games in the deciding round robin. */
  readonly gamesInRegion: number;
  /** Every ladder game the engine played. */
  readonly totalGames: number;
  /** The game after which the engine's place was decided. */
  readonly decidedAtGame: number;
  readonly decidedBy: 'final round robin' | 'dropped out';
}

/** The new ranking with its figures, best first (the view's `newRanking` order); null until the ladder is finished. */
export const finalStandings = (state: LadderState): readonly FinalPlace[] | null => {
  if (!state.finalRegionRanking) return null;
  const finalRr = regionRanking(state);
  const fromRegion = (r: RegionStanding, decidedAtGame: number, decidedBy: FinalPlace['decidedBy']) =>
    ({ engine: r.engine, points: r.points, sonnebornBerger: r.sonnebornBerger, gamesInRegion: r.gamesInRegion, totalGames: r.totalGames, decidedAtGame, decidedBy });
  const drops = state.events.flatMap((e) => (e.kind === 'dropped-out' ? [fromRegion(e.standing, e.atGame, 'dropped out')] : []));
  // The last engine to drop out is the best of them: it lasted longest.
  return [...finalRr.map((r) => fromRegion(r, state.games.length, 'final round robin')), ...drops.reverse()]
    .map((p, i) => ({ place: i + 1, ...p }));
};

const newline = '\r\n';
const sbText = (hundredths: number): string => (hundredths / 100).toFixed(2);
const pgnResult: Readonly<Record<LadderResult, string>> = { 'white-wins': '1-0', draw: '1/2-1/2', 'black-wins': '0-1' };

/** The final ranking as CSV (RFC 4180, as the standings CSV). */
export const ladderRankingCsv = (state: LadderState): string => {
  const rows = finalStandings(state) ?? [];
  return Papa.unparse({
    fields: ['Place', 'Engine', 'Points', 'SB', 'Games in deciding round robin', 'Games', 'Decided by', 'After game'],
    data: rows.map((r) => [String(r.place), spreadsheetText(r.engine), formatTenths(r.points), sbText(r.sonnebornBerger), String(r.gamesInRegion), String(r.totalGames), r.decidedBy, String(r.decidedAtGame)]),
  }, { newline }) + newline;
};

/** Every game in the order played, as CSV: game number, White, Black, result. */
export const ladderGamesCsv = (state: LadderState): string =>
  Papa.unparse({
    fields: ['Game', 'White', 'Black', 'Result'],
    data: state.games.map((g, i) => [String(i + 1), spreadsheetText(g.white), spreadsheetText(g.black), chessResultText(g.result)]),
  }, { newline }) + newline;

/** A PGN tag value: backslashes and quotes escaped (PGN standard 8.1.1), one line. */
const tag = (s: string): string => s.replace(/[\r\n]+/g, ' ').replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/**
 * Every game as PGN with its headers and no moves (the ladder records results, not moves): the
 * seven-tag roster (PGN standard 8.1.1), Round = the game's number, and the result as the game
 * termination, so that a database program imports one game per ladder game.
 */
export const ladderGamesPgn = (state: LadderState, event: string): string =>
  state.games.map((g, i) => [
    `[Event "${tag(event)}"]`, '[Site "?"]', '[Date "????.??.??"]', `[Round "${i + 1}"]`,
    `[White "${tag(g.white)}"]`, `[Black "${tag(g.black)}"]`, `[Result "${pgnResult[g.result]}"]`, '', pgnResult[g.result], '',
  ].join('\n')).join('\n');
