import type { BracketGame } from './cutBracket';

/** Where a cut game is drawn: its column (left to right in playing order) and its row (top to bottom, in game heights). */
export interface PlacedGame {
  readonly game: number;
  readonly column: number;
  readonly row: number;
  readonly section: 'upper' | 'lower' | 'final';
}

/** A line of the drawn bracket: the winner of `from` goes on to `to`. */
export interface BracketLine {
  readonly from: number;
  readonly to: number;
}

export interface BracketLayout {
  readonly games: readonly PlacedGame[];
  readonly lines: readonly BracketLine[];
  readonly columns: number;
  readonly rows: number;
}

const sectionOf = (g: BracketGame): PlacedGame['section'] =>
  g.bracket === 'upper' ? 'upper' : g.bracket === 'lower' ? 'lower' : 'final';

/**
 * The cut drawn as a bracket, as Cobra and the printed NISEI brackets draw it: the winners'
 * bracket on top, each game level with the middle of the two games that feed it; the losers'
 * bracket below it; the final (and the grand final replay) on the right, level with the two
 * finalists' games. Columns follow the cut rounds, so games played at the same time stand in one
 * column. Pure data: the screen, the printout and the projector draw the same picture from it.
 */
export const bracketLayout = (bracket: readonly BracketGame[]): BracketLayout => {
  const rounds = [...new Set(bracket.map((g) => g.round))].sort((a, b) => a - b);
  const column = new Map(rounds.map((r, i) => [r, i]));
  const byGame = new Map(bracket.map((g) => [g.game, g]));
  const row = new Map<number, number>();
  const feeders = (g: BracketGame): readonly number[] =>
    [g.a, g.b].flatMap((f) => (f.kind === 'winner' && byGame.get(f.game) && sectionOf(byGame.get(f.game) as BracketGame) === sectionOf(g) ? [f.game] : []));
  const place = (section: PlacedGame['section'], top: number): number => {
    const games = bracket.filter((g) => sectionOf(g) === section).sort((x, y) => x.round - y.round || x.game - y.game);
    let next = top;
    let bottom = top;
    for (const g of games) {
      const fed = feeders(g).map((f) => row.get(f)).filter((r): r is number => r !== undefined);
      const r = fed.length > 0 ? fed.reduce((s, x) => s + x, 0) / fed.length : next++;
      row.set(g.game, r);
      bottom = Math.max(bottom, r + 1);
    }
    return bottom;
  };
  const upperEnd = place('upper', 0);
  const lowerEnd = place('lower', upperEnd + 0.5);
  // the final sits level between the two games that feed it (one from each bracket); the
  // third-place game (fed by the semi-finals' losers) below the final, in the same column
  for (const g of bracket.filter((x) => sectionOf(x) === 'final' && x.bracket !== 'third-place').sort((x, y) => x.round - y.round)) {
    const from = [g.a, g.b].flatMap((f) => (f.kind === 'seed' ? [] : [row.get(f.game)])).filter((r): r is number => r !== undefined);
    row.set(g.game, from.length > 0 ? from.reduce((s, x) => s + x, 0) / from.length : 0);
  }
  for (const g of bracket.filter((x) => x.bracket === 'third-place')) {
    const final = bracket.find((x) => x.bracket === 'grand-final');
    row.set(g.game, (final ? row.get(final.game) ?? 0 : 0) + 1.5);
  }
  const games = bracket.map((g): PlacedGame => ({ game: g.game, column: column.get(g.round) ?? 0, row: row.get(g.game) ?? 0, section: sectionOf(g) }));
  const lines = bracket.flatMap((g) => [g.a, g.b].flatMap((f) => (f.kind === 'winner' ? [{ from: f.game, to: g.game }] : [])));
  return { games, lines, columns: rounds.length, rows: Math.max(upperEnd, lowerEnd, ...games.map((g) => g.row + 1)) };
};
