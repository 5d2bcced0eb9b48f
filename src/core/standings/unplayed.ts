import { assertNever } from '../model';
import type { PlayerId, Tenths, Tournament } from '../model';
import type { Entry, GameEntry, PlayerRecord } from './records';
import { outcomeOf, playerRecords } from './records';

/**
 * How unplayed rounds (byes, forfeits, absences) enter opponent-based tie-breaks.
 * - '2026': C.07 (2026) Art. 16 — dummy opponent with the player's own score, capped (16.4.1:
 *   a forfeit by the scheduled opponent's adjusted score; 16.4.2: a bye by draw points × rounds,
 *   the rounds paired so far: see the standings README, "Number of rounds").
 * - '2023': C.07 (1 July 2023) Art. 16 — dummy opponent with the player's own score, uncapped.
 * - '2009': the pre-2023 virtual opponent (C.02 13.15.2, 2009): for an unplayed round R,
 *   Svon = SPR + (win − SfPR) + draw × (n − R); opponents' unplayed rounds count as draws.
 * In all three, a participant's requested byes at the end of their tournament (a withdrawal)
 * count as draws for their opponents (2023+: Art. 16.3.2; 2009: every unplayed round does).
 */
export const unplayedRules = ['2026', '2023', '2009'] as const;
export type UnplayedRules = (typeof unplayedRules)[number];

/** Any round without a game played over the board: a bye, an absence or a forfeit (C.07 16.1). */
export const isUnplayed = (e: Entry): boolean => e.kind === 'bye' || !e.played;

/**
 * A requested bye (C.07 16.1.1): half- or zero-point bye. An 'absent' round (not paired, e.g.
 * after a withdrawal) is treated the same way. 'F' and 'U' are not: the PAB is given by the
 * system and the full-point bye by the organiser, so both are involuntary.
 */
export const isRequestedBye = (e: Entry): boolean =>
  e.kind === 'bye' && (e.byeKind === 'H' || e.byeKind === 'Z' || e.byeKind === 'absent');

/** A voluntary unplayed round (C.07 16.1.2): a requested bye or a forfeit loss. */
export const isVoluntaryUnplayed = (e: Entry): boolean =>
  isRequestedBye(e) || (e.kind === 'game' && !e.played && outcomeOf(e.code) === 'loss');

/**
 * Whether an entry counts its opponent in opponent-based tie-breaks: a game played over the board,
 * or a forfeit when `played` (the '/P' modifier counts forfeits as games against the scheduled
 * opponent). Otherwise the round counts a dummy opponent (C.07 16.4).
 */
export const countsOpponent = (e: Entry, played: boolean): e is GameEntry => e.kind === 'game' && (e.played || played);

/** Everything opponent-based tie-breaks need about unplayed rounds, computed once per tournament and rule set. */
export interface UnplayedContext {
  readonly t: Tournament;
  readonly rules: UnplayedRules;
  readonly records: ReadonlyMap<PlayerId, PlayerRecord>;
  /** The participant's score as their opponents' tie-breaks see it (C.07 16.3), tenths. */
  readonly adjustedScore: (p: PlayerId) => number;
  /**
   * Score of the opponent a player is deemed to have met in an unplayed round (C.07 16.4 dummy, or the
   * 2009 virtual opponent), tenths. `index` is the entry's position in the player's record.
   */
  readonly dummyScore: (p: PlayerId, index: number) => number;
  /**
   * The score behind each entry of a player's record, tenths: the opponent's adjusted score for a
   * game played over the board (a forfeit too when `played`, the '/P' modifier), the dummy's
   * otherwise. Built once per player and context: Buchholz, its cuts and Sonneborn-Berger all read
   * the same scores (2000 players' standings read each two to three times).
   */
  readonly scoresBehind: (p: PlayerId, played: boolean) => readonly number[];
  readonly rounds: number;
}

export const unplayedContext = (t: Tournament, rules: UnplayedRules): UnplayedContext => {
  const key = cacheKey(rules);
  let perT = contextCache.get(t);
  if (!perT) contextCache.set(t, (perT = new Map()));
  const cached = perT.get(key);
  if (cached) return cached;
  const records = playerRecords(t);
  const { draw, win } = t.scoring;
  // "Number of rounds" (16.4.2) is the rounds paired so far, not the planned total (README).
  const rounds = t.rounds.length;

  const adjusted = new Map<PlayerId, number>();
  for (const [id, r] of records) {
    let s = 0;
    if (rules === '2009') {
      for (const e of r.entries) s += isUnplayed(e) ? draw : e.points;
    } else {
      // C.07 16.3.2: a requested bye followed only by voluntary unplayed rounds counts as a draw.
      let trailingVoluntary = true;
      for (let i = r.entries.length - 1; i >= 0; i--) {
        const e = r.entries[i] as Entry;
        s += trailingVoluntary && isRequestedBye(e) ? draw : e.points;
        if (!isVoluntaryUnplayed(e)) trailingVoluntary = false;
      }
    }
    adjusted.set(id, s);
  }
  const adjustedScore = (p: PlayerId): number => adjusted.get(p) ?? 0;

  const dummyScore = (p: PlayerId, index: number): number => {
    const r = records.get(p);
    const e = r?.entries[index];
    if (!r || !e) return 0;
    const own = r.score;
    switch (rules) {
      case '2023':
        return own; // C.07 (2023) 16.4: the participant's own score
      case '2026':
        // C.07 (2026) 16.4.1 / 16.4.2
        return e.kind === 'game' ? Math.min(own, adjustedScore(e.opponent)) : Math.min(own, draw * rounds);
      case '2009': {
        // Svon = SPR + (1 − SfPR) + 0.5 × (n − R), in the tournament's scoring rule
        let before = 0;
        let inRound = 0;
        for (const x of r.entries) {
          if (x.round < e.round) before += x.points;
          else if (x.round === e.round) inRound += x.points;
        }
        const later = Math.max(0, rounds - roundPosition(t, e.round));
        return before + (win - inRound) + draw * later;
      }
      default: return assertNever(rules);
    }
  };
  const behind = [new Map<PlayerId, readonly number[]>(), new Map<PlayerId, readonly number[]>()] as const;
  const scoresBehind = (p: PlayerId, played: boolean): readonly number[] => {
    const memo = behind[played ? 1 : 0];
    let scores = memo.get(p);
    if (scores) return scores;
    const entries = records.get(p)?.entries ?? [];
    scores = entries.map((e, i) => (countsOpponent(e, played) ? adjustedScore(e.opponent) : dummyScore(p, i)));
    memo.set(p, scores);
    return scores;
  };
  const ctx: UnplayedContext = { t, rules, records, adjustedScore, dummyScore, scoresBehind, rounds };
  perT.set(key, ctx);
  return ctx;
};

const roundPosition = (t: Tournament, round: number): number => {
  const i = t.rounds.findIndex((r) => r.number === round);
  return i < 0 ? round : i + 1;
};

const cacheKey = (rules: UnplayedRules): string => rules;
const contextCache = new WeakMap<Tournament, Map<string, UnplayedContext>>();

/** Raw total, for callers that only hold a context. */
export const rawScore = (ctx: UnplayedContext, p: PlayerId): Tenths =>
  ctx.records.get(p)?.score ?? (0 as Tenths);
