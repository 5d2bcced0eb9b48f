import { assertNever } from '../model';
import type { ByeKind, Colour, GameCode, PlayerId, ScoringRule, Tenths, Tournament } from '../model';
import { adjustmentOf, codesOf, isPlayed, pointsForBye, pointsForGame, tenths } from '../model';

/**
 * One entry of a player's results: one game against an opponent (a chess round, or one game of a
 * TCEC double round / two-game engine match), or a round without an opponent.
 */
export type Entry = GameEntry | ByeEntry;

export interface GameEntry {
  readonly kind: 'game';
  /** 1-based round number. */
  readonly round: number;
  /** 0-based index of the game within the round's pairing (TCEC double rounds have 0 and 1). */
  readonly game: number;
  readonly opponent: PlayerId;
  /** Colour in this game: game i has colours swapped when i is odd (Pairing.games). */
  readonly colour: Colour;
  /** The code on this player's line ('1', '=', '0', 'W', 'D', 'L', '+', '-'). */
  readonly code: GameCode;
  readonly points: Tenths;
  /** Played over the board (false for '+' / '-': forfeits have no colour). */
  readonly played: boolean;
}

export interface ByeEntry {
  readonly kind: 'bye';
  readonly round: number;
  /** 'absent' when the player has neither a pairing nor a bye in the round (e.g. withdrawn). */
  readonly byeKind: ByeKind;
  readonly points: Tenths;
}

export interface PlayerRecord {
  readonly player: PlayerId;
  /** In round order; a round with a double pairing has two game entries. */
  readonly entries: readonly Entry[];
  /** Total points (tenths). */
  readonly score: Tenths;
}

/**
 * Rebuilds every player's record from the rounds, in one pass. Games not yet played (null in
 * Pairing.games) are left out; a player missing from a round (no pairing, no bye) gets an
 * 'absent' entry scoring ScoringRule.zeroPointBye (TRF blank = absence), unless the round names
 * them among its `annulled` (their game there does not count: no entry at all).
 */
export const playerRecords = (t: Tournament): ReadonlyMap<PlayerId, PlayerRecord> => {
  const cached = recordCache.get(t);
  if (cached) return cached;
  const entries = new Map<PlayerId, Entry[]>();
  for (const p of t.players) entries.set(p.id, []);
  const push = (id: PlayerId, e: Entry): void => {
    let list = entries.get(id);
    if (!list) entries.set(id, (list = []));
    list.push(e);
  };
  // The round each player was last seen in (a pairing or a bye): one map, not a set per round.
  const seenIn = new Map<PlayerId, number>();
  for (const round of t.rounds) {
    for (const pairing of round.pairings) {
      seenIn.set(pairing.white, round.number);
      seenIn.set(pairing.black, round.number);
      for (let game = 0; game < pairing.games.length; game++) {
        const result = pairing.games[game];
        if (result === null || result === undefined) continue;
        const [wCode, bCode] = codesOf(result);
        const swapped = game % 2 === 1;
        const first: PlayerId = swapped ? pairing.black : pairing.white;
        const second: PlayerId = swapped ? pairing.white : pairing.black;
        const played = isPlayed(result);
        push(first, gameEntry(round.number, game, second, 'white', wCode, played, t.scoring));
        push(second, gameEntry(round.number, game, first, 'black', bCode, played, t.scoring));
      }
    }
    // A bye in a round of two-game matches (TCEC double round, double-sided Swiss) is worth two
    // byes' points but stays one entry (one received bye), as the TCEC replay counts it. The
    // round's boards say how many games it has (a round of byes only counts one).
    const games = Math.max(1, ...round.pairings.map((p) => p.games.length));
    // A game annulled for the standings is no round of the player's (not an absence either).
    for (const id of round.annulled ?? []) seenIn.set(id, round.number);
    for (const bye of round.byes) {
      seenIn.set(bye.player, round.number);
      push(bye.player, { kind: 'bye', round: round.number, byeKind: bye.kind, points: tenths(games * pointsForBye(bye.kind, t.scoring)) });
    }
    for (const p of t.players) {
      if (seenIn.get(p.id) !== round.number) {
        push(p.id, { kind: 'bye', round: round.number, byeKind: 'absent', points: tenths(games * pointsForBye('absent', t.scoring)) });
      }
    }
  }
  const out = new Map<PlayerId, PlayerRecord>();
  for (const [player, list] of entries) {
    let score = 0;
    for (const e of list) score += e.points;
    score += adjustmentOf(t.pointAdjustments, player, t.rounds.length); // TRF-2026 299
    out.set(player, { player, entries: list, score: tenths(score) });
  }
  recordCache.set(t, out);
  return out;
};

const recordCache = new WeakMap<Tournament, ReadonlyMap<PlayerId, PlayerRecord>>();

const gameEntry = (
  round: number, game: number, opponent: PlayerId, colour: Colour, code: GameCode, played: boolean, s: ScoringRule,
): GameEntry => ({ kind: 'game', round, game, opponent, colour, code, points: pointsForGame(code, s), played });

/** A player's total points (tenths); 0 for an unknown player. */
export const scoreOf = (t: Tournament, player: PlayerId): Tenths =>
  playerRecords(t).get(player)?.score ?? tenths(0);

/** Every player's total points. */
export const scores = (t: Tournament): ReadonlyMap<PlayerId, Tenths> => {
  const out = new Map<PlayerId, Tenths>();
  for (const [id, r] of playerRecords(t)) out.set(id, r.score);
  return out;
};

/** Points a player scored in each round, indexed by round - 1 (double rounds add both games). */
export const pointsPerRound = (t: Tournament, player: PlayerId): readonly Tenths[] => {
  const perRound = t.rounds.map(() => 0);
  const index = new Map(t.rounds.map((r, i) => [r.number, i] as const));
  for (const e of playerRecords(t).get(player)?.entries ?? []) {
    const i = index.get(e.round);
    if (i !== undefined) perRound[i] = (perRound[i] ?? 0) + e.points;
  }
  return perRound.map((p) => tenths(p));
};

/** Score after each round (running total), indexed by round - 1. */
export const scoreAfterEachRound = (t: Tournament, player: PlayerId): readonly Tenths[] => {
  let total = 0;
  return pointsPerRound(t, player).map((p) => tenths((total += p)));
};

/** Game outcome from the player's side, independent of the scoring rule. */
export type GameOutcome = 'win' | 'draw' | 'loss';
export const outcomeOf = (code: GameCode): GameOutcome => {
  switch (code) {
    case '1': case 'W': case '+': return 'win';
    case '=': case 'D': return 'draw';
    case '0': case 'L': case '-': return 'loss';
    default: return assertNever(code);
  }
};

/** Received byes in the TCEC sense: the pairing-allocated 'U' and full-point 'F' byes. */
export const isReceivedBye = (kind: ByeKind): boolean => kind === 'U' || kind === 'F';
