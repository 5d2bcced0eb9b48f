import type { Agreement, BoardResult } from '../../model';
import { assertNever } from '../../model';

/**
 * What a TO enters for a double-sided round (3 points per win, 1 per timed-out tie):
 * each game's winner, a 241 ("two for one": the first game's winner takes both wins without
 * playing the second), or an intentional draw (both players are recorded one win each).
 */
export type DoubleSidedOutcome =
  | { readonly kind: 'games'; readonly first: GameWinner; readonly second: GameWinner }
  | { readonly kind: '241'; readonly winner: 'first-corp' | 'first-runner' }
  | { readonly kind: 'intentional-draw' };

/** The winner of one game, by side in that game. */
export type GameWinner = 'corp' | 'runner' | 'tie';

const gameResult = (w: GameWinner): BoardResult => {
  switch (w) {
    case 'corp': return 'white-wins';
    case 'runner': return 'black-wins';
    case 'tie': return 'draw';
    default: return assertNever(w);
  }
};

/**
 * The two games of a pairing (model Pairing.games: game 0 has the pairing's `white` as corp,
 * game 1 has the sides swapped; each result is from that game's corp side).
 */
export const gamesOfDoubleSided = (o: DoubleSidedOutcome): readonly [BoardResult, BoardResult] => {
  switch (o.kind) {
    case 'games': return [gameResult(o.first), gameResult(o.second)];
    // 241: the pairing's first corp (`white`) wins game 0 as corp and game 1 as runner, or loses both.
    case '241': return o.winner === 'first-corp' ? ['white-wins', 'black-wins'] : ['black-wins', 'white-wins'];
    // An intentional draw records one win each ("Single Sided Swiss: How it Works": "both players get a full win recorded").
    case 'intentional-draw': return ['white-wins', 'white-wins'];
    default: return assertNever(o);
  }
};

/** The agreement a quick entry records with its games (core Pairing.agreement); none for games played. */
export const agreementOfDoubleSided = (o: DoubleSidedOutcome): Agreement | undefined =>
  o.kind === 'games' ? undefined : o.kind;
