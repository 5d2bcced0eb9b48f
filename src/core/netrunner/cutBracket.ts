import type { PlayerId } from '../model';
import type { Rng } from '../random';

/**
 * The Netrunner top cut: double elimination for the top 4, 8 or 16 of the Swiss standings (the
 * NISEI bracket shapes that Cobra and AlwaysBeRunning use). Each game is fed by a seed, or by the
 * winner or loser of an earlier game; the last game is the grand-final reset, played only when
 * the player coming from the lower bracket wins the first grand final.
 */
export const cutSizes = [4, 8, 16] as const;
export type CutSize = (typeof cutSizes)[number];

export type Feed =
  | { readonly kind: 'seed'; readonly seed: number }
  | { readonly kind: 'winner'; readonly game: number }
  | { readonly kind: 'loser'; readonly game: number };

export interface BracketGame {
  readonly game: number;
  /** Cut round (1-based): games of one round can be played at the same time. */
  readonly round: number;
  readonly a: Feed;
  readonly b: Feed;
  /** `third-place`: single elimination's optional game between the two losing semi-finalists. */
  readonly bracket: 'upper' | 'lower' | 'grand-final' | 'reset' | 'third-place';
}

const s = (seed: number): Feed => ({ kind: 'seed', seed });
const w = (game: number): Feed => ({ kind: 'winner', game });
const l = (game: number): Feed => ({ kind: 'loser', game });
type Row = readonly [game: number, round: number, a: Feed, b: Feed, bracket: BracketGame['bracket']];
const build = (rows: readonly Row[]): readonly BracketGame[] =>
  rows.map(([game, round, a, b, bracket]) => ({ game, round, a, b, bracket }));

const brackets: Record<CutSize, readonly BracketGame[]> = {
  4: build([
    [1, 1, s(1), s(4), 'upper'], [2, 1, s(2), s(3), 'upper'],
    [3, 2, w(1), w(2), 'upper'], [4, 2, l(1), l(2), 'lower'],
    [5, 3, l(3), w(4), 'lower'],
    [6, 4, w(3), w(5), 'grand-final'],
    [7, 5, w(6), l(6), 'reset'],
  ]),
  8: build([
    [1, 1, s(1), s(8), 'upper'], [2, 1, s(4), s(5), 'upper'], [3, 1, s(2), s(7), 'upper'], [4, 1, s(3), s(6), 'upper'],
    [5, 2, w(1), w(2), 'upper'], [6, 2, w(3), w(4), 'upper'], [7, 2, l(1), l(2), 'lower'], [8, 2, l(3), l(4), 'lower'],
    [9, 3, w(5), w(6), 'upper'], [10, 3, l(6), w(7), 'lower'], [11, 3, w(8), l(5), 'lower'],
    [12, 4, w(10), w(11), 'lower'],
    [13, 5, l(9), w(12), 'lower'],
    [14, 6, w(9), w(13), 'grand-final'],
    [15, 7, w(14), l(14), 'reset'],
  ]),
  16: build([
    [1, 1, s(1), s(16), 'upper'], [2, 1, s(8), s(9), 'upper'], [3, 1, s(5), s(12), 'upper'], [4, 1, s(4), s(13), 'upper'],
    [5, 1, s(3), s(14), 'upper'], [6, 1, s(6), s(11), 'upper'], [7, 1, s(7), s(10), 'upper'], [8, 1, s(2), s(15), 'upper'],
    [9, 2, l(1), l(2), 'lower'], [10, 2, l(3), l(4), 'lower'], [11, 2, l(5), l(6), 'lower'], [12, 2, l(7), l(8), 'lower'],
    [13, 2, w(1), w(2), 'upper'], [14, 2, w(3), w(4), 'upper'], [15, 2, w(5), w(6), 'upper'], [16, 2, w(7), w(8), 'upper'],
    [17, 3, l(16), w(9), 'lower'], [18, 3, l(15), w(10), 'lower'], [19, 3, l(14), w(11), 'lower'], [20, 3, l(13), w(12), 'lower'],
    [21, 3, w(13), w(14), 'upper'], [22, 3, w(15), w(16), 'upper'],
    [23, 4, w(17), w(18), 'lower'], [24, 4, w(19), w(20), 'lower'], [27, 4, w(21), w(22), 'upper'],
    [25, 5, l(21), w(23), 'lower'], [26, 5, w(24), l(22), 'lower'],
    [28, 6, w(25), w(26), 'lower'],
    [29, 7, l(27), w(28), 'lower'],
    [30, 8, w(27), w(29), 'grand-final'],
    [31, 9, w(30), l(30), 'reset'],
  ]),
};

export const cutBracket = (size: CutSize): readonly BracketGame[] => brackets[size];

/** A cut game's players once both are known, and its winner once reported. */
export interface CutGameState {
  readonly game: BracketGame;
  readonly a: PlayerId | null;
  readonly b: PlayerId | null;
  readonly winner: PlayerId | null;
  /** Both players known, no result yet, and (for the reset) needed. */
  readonly playable: boolean;
  /** The reset when the upper-bracket finalist won the first grand final. */
  readonly notNeeded: boolean;
}

export type CutState =
  | { readonly ok: true; readonly games: readonly CutGameState[]; readonly finished: boolean; readonly ranking: readonly PlayerId[] | null }
  | { readonly ok: false; readonly reason: 'invalid-state'; readonly detail: string };

/**
 * Where the cut stands: `seeds[i]` is seed i+1 (the Swiss ranking), `winners` the reported results
 * by game number. The ranking (when finished): champion, runner-up, then by elimination round
 * (later first) and, within a round, by seed.
 */
export const cutState = (size: CutSize, seeds: readonly PlayerId[], winners: ReadonlyMap<number, PlayerId>): CutState => {
  if (seeds.length !== size) return { ok: false, reason: 'invalid-state', detail: `a top ${size} cut needs ${size} seeds, got ${seeds.length}` };
  const byGame = new Map<number, CutGameState>();
  const resolve = (f: Feed): PlayerId | null => {
    if (f.kind === 'seed') return seeds[f.seed - 1] ?? null;
    const g = byGame.get(f.game);
    if (!g || g.winner === null) return null;
    return f.kind === 'winner' ? g.winner : g.winner === g.a ? g.b : g.a;
  };
  const ordered = [...cutBracket(size)].sort((x, y) => x.round - y.round || x.game - y.game);
  for (const game of ordered) {
    const a = resolve(game.a);
    const b = resolve(game.b);
    let notNeeded = false;
    if (game.bracket === 'reset') {
      const final = [...byGame.values()].find((g) => g.game.bracket === 'grand-final');
      const upperFinalist = final?.a ?? null; // the grand final's first feed comes from the upper bracket
      notNeeded = final !== undefined && final.winner !== null && final.winner === upperFinalist;
    }
    const winner = winners.get(game.game) ?? null;
    if (winner !== null && (a === null || b === null || (winner !== a && winner !== b) || notNeeded)) {
      return { ok: false, reason: 'invalid-state', detail: `game ${game.game}: ${winner} cannot have won it` };
    }
    byGame.set(game.game, { game, a, b, winner, playable: a !== null && b !== null && winner === null && !notNeeded, notNeeded });
  }
  const games = cutBracket(size).map((g) => byGame.get(g.game) as CutGameState);
  const last = games.find((g) => g.game.bracket === 'reset') as CutGameState;
  const final = games.find((g) => g.game.bracket === 'grand-final') as CutGameState;
  const deciding = last.notNeeded ? final : last;
  const finished = deciding.winner !== null;
  if (!finished) return { ok: true, games, finished, ranking: null };
  const champion = deciding.winner as PlayerId;
  const runnerUp = (deciding.winner === deciding.a ? deciding.b : deciding.a) as PlayerId;
  const seedOf = new Map(seeds.map((p, i) => [p, i + 1]));
  // each other player is out at the lower-bracket game they lost
  const out: { player: PlayerId; round: number }[] = [];
  for (const g of games) {
    if (g.game.bracket !== 'lower' || g.winner === null) continue;
    out.push({ player: (g.winner === g.a ? g.b : g.a) as PlayerId, round: g.game.round });
  }
  out.sort((x, y) => y.round - x.round || (seedOf.get(x.player) ?? 0) - (seedOf.get(y.player) ?? 0));
  return { ok: true, games, finished, ranking: [champion, runnerUp, ...out.map((o) => o.player)] };
};

/** Who corps in a cut game: a fixed player, or the higher seed's choice. */
export type CutSides =
  | { readonly kind: 'corp'; readonly corp: PlayerId }
  | { readonly kind: 'higher-seed-chooses'; readonly chooser: PlayerId };

/**
 * Sides in the cut (as Cobra assigns them): when neither player has played a cut game, the higher
 * seed chooses; otherwise the player with fewer corp games than runner games in the cut corps,
 * and on equal balance a seeded coin flip decides. `cutSideBias` is corp − runner games in the cut.
 */
export const cutSides = (
  a: PlayerId,
  b: PlayerId,
  seedOf: (p: PlayerId) => number,
  cutGames: (p: PlayerId) => number,
  cutSideBias: (p: PlayerId) => number,
  rng: Rng,
): CutSides => {
  if (cutGames(a) === 0 && cutGames(b) === 0) return { kind: 'higher-seed-chooses', chooser: seedOf(a) < seedOf(b) ? a : b };
  const da = cutSideBias(a);
  const db = cutSideBias(b);
  if (da < db) return { kind: 'corp', corp: a };
  if (da > db) return { kind: 'corp', corp: b };
  return { kind: 'corp', corp: rng.int(0, 1) === 0 ? a : b };
};
