import type { PlayerId } from '../model';
import type { BracketGame, CutGameState, CutSize, CutState, Feed } from './cutBracket';
import { cutBracket, cutSizes, cutState } from './cutBracket';

/**
 * The single-elimination top cut (top 3, 4, 8 or 16), in the same data shape as the
 * double-elimination bracket: first round 1 v last seed, the halves kept apart so the top two
 * seeds can only meet in the final. Top 3: seed 1 waits for the winner of 2 v 3.
 */
export const singleCutSizes = [3, 4, 8, 16] as const;
export type SingleCutSize = (typeof singleCutSizes)[number];

const s = (seed: number): Feed => ({ kind: 'seed', seed });
const w = (game: number): Feed => ({ kind: 'winner', game });
type Row = readonly [game: number, round: number, a: Feed, b: Feed, bracket: BracketGame['bracket']];
const build = (rows: readonly Row[]): readonly BracketGame[] =>
  rows.map(([game, round, a, b, bracket]) => ({ game, round, a, b, bracket }));

const brackets: Record<SingleCutSize, readonly BracketGame[]> = {
  3: build([
    [1, 1, s(2), s(3), 'upper'],
    [2, 2, s(1), w(1), 'grand-final'],
  ]),
  4: build([
    [1, 1, s(1), s(4), 'upper'], [2, 1, s(2), s(3), 'upper'],
    [3, 2, w(1), w(2), 'grand-final'],
  ]),
  8: build([
    [1, 1, s(1), s(8), 'upper'], [2, 1, s(4), s(5), 'upper'], [3, 1, s(2), s(7), 'upper'], [4, 1, s(3), s(6), 'upper'],
    [5, 2, w(1), w(2), 'upper'], [6, 2, w(3), w(4), 'upper'],
    [7, 3, w(5), w(6), 'grand-final'],
  ]),
  16: build([
    [1, 1, s(1), s(16), 'upper'], [2, 1, s(8), s(9), 'upper'], [3, 1, s(5), s(12), 'upper'], [4, 1, s(4), s(13), 'upper'],
    [5, 1, s(3), s(14), 'upper'], [6, 1, s(6), s(11), 'upper'], [7, 1, s(7), s(10), 'upper'], [8, 1, s(2), s(15), 'upper'],
    [9, 2, w(1), w(2), 'upper'], [10, 2, w(3), w(4), 'upper'], [11, 2, w(5), w(6), 'upper'], [12, 2, w(7), w(8), 'upper'],
    [13, 3, w(9), w(10), 'upper'], [14, 3, w(11), w(12), 'upper'],
    [15, 4, w(13), w(14), 'grand-final'],
  ]),
};

/**
 * The bracket, with the third-place game when the TO asked for it (a top 4 or more): the two
 * losing semi-finalists play it beside the final, numbered after it.
 */
export const singleEliminationBracket = (size: SingleCutSize, thirdPlace = false): readonly BracketGame[] => {
  const games = brackets[size];
  const final = games[games.length - 1] as BracketGame;
  if (!thirdPlace || size === 3 || final.a.kind !== 'winner' || final.b.kind !== 'winner') return games;
  return [...games, { game: final.game + 1, round: final.round, a: { kind: 'loser', game: final.a.game }, b: { kind: 'loser', game: final.b.game }, bracket: 'third-place' }];
};

/**
 * Where a single-elimination cut stands. Ranking when finished: champion, runner-up, then (with a
 * third-place game) its winner and loser, then the others by the round they lost in (later first)
 * and, within a round, by seed. With a third-place game the cut is finished once both are played.
 */
export const singleCutState = (size: SingleCutSize, seeds: readonly PlayerId[], winners: ReadonlyMap<number, PlayerId>, thirdPlace = false): CutState => {
  if (seeds.length !== size) return { ok: false, reason: 'invalid-state', detail: `a top ${size} cut needs ${size} seeds, got ${seeds.length}` };
  const byGame = new Map<number, CutGameState>();
  const resolve = (f: Feed): PlayerId | null => {
    if (f.kind === 'seed') return seeds[f.seed - 1] ?? null;
    const g = byGame.get(f.game);
    if (!g || g.winner === null) return null;
    return f.kind === 'winner' ? g.winner : g.winner === g.a ? g.b : g.a;
  };
  const games: CutGameState[] = [];
  for (const game of singleEliminationBracket(size, thirdPlace)) {
    const a = resolve(game.a);
    const b = resolve(game.b);
    const winner = winners.get(game.game) ?? null;
    if (winner !== null && (a === null || b === null || (winner !== a && winner !== b))) {
      return { ok: false, reason: 'invalid-state', detail: `game ${game.game}: ${winner} cannot have won it` };
    }
    const st: CutGameState = { game, a, b, winner, playable: a !== null && b !== null && winner === null, notNeeded: false };
    byGame.set(game.game, st);
    games.push(st);
  }
  const final = games.find((g) => g.game.bracket === 'grand-final') as CutGameState;
  const third = games.find((g) => g.game.bracket === 'third-place');
  if (final.winner === null || (third !== undefined && third.winner === null)) return { ok: true, games, finished: false, ranking: null };
  const seedOf = new Map(seeds.map((p, i) => [p, i + 1]));
  const loser = (g: CutGameState) => (g.winner === g.a ? g.b : g.a) as PlayerId;
  const podium = third ? [third.winner as PlayerId, loser(third)] : [];
  const out = games.filter((g) => g !== final && g !== third && !podium.includes(loser(g))).map((g) => ({ player: loser(g), round: g.game.round }));
  out.sort((x, y) => y.round - x.round || (seedOf.get(x.player) ?? 0) - (seedOf.get(y.player) ?? 0));
  return { ok: true, games, finished: true, ranking: [final.winner, loser(final), ...podium, ...out.map((o) => o.player)] };
};

/** A top cut as the TO picks it: single elimination (3, 4, 8, 16) or double elimination (4, 8, 16). */
export type CutFormat =
  | { readonly elimination: 'single'; readonly size: SingleCutSize; readonly thirdPlace?: boolean }
  | { readonly elimination: 'double'; readonly size: CutSize };

export const isCutFormat = (x: { readonly elimination: string; readonly size: number }): x is CutFormat =>
  x.elimination === 'single' ? (singleCutSizes as readonly number[]).includes(x.size)
    : x.elimination === 'double' ? (cutSizes as readonly number[]).includes(x.size) : false;

export const cutGamesOf = (f: CutFormat): readonly BracketGame[] =>
  f.elimination === 'single' ? singleEliminationBracket(f.size, f.thirdPlace ?? false) : cutBracket(f.size);

export const cutProgress = (f: CutFormat, seeds: readonly PlayerId[], winners: ReadonlyMap<number, PlayerId>): CutState =>
  f.elimination === 'single' ? singleCutState(f.size, seeds, winners, f.thirdPlace ?? false) : cutState(f.size, seeds, winners);
