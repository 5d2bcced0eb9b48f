import { assertNever } from '../model';
import type { GameCode, Player, PlayerId, Tournament } from '../model';
import type { Rational } from './rational';
import { add, compare, rational, roundHalfUp, sum, zero } from './rational';
import type { Entry, PlayerRecord } from './records';
import { isReceivedBye, outcomeOf, playerRecords } from './records';
import { ratingDifference, scoringProbability } from './ratingTables';
import type { Contribution, Explanation, StandingsRefusal } from './types';
import type { UnplayedContext, UnplayedRules } from './unplayed';
import { countsOpponent, isVoluntaryUnplayed, unplayedContext } from './unplayed';
import { directEncounter } from './directEncounter';

/**
 * Tie-break codes: the FIDE ones (C.07 2026, Art. 5 table) and the non-FIDE ones the other
 * systems rank by (TCEC received byes, Netrunner SoS / ESoS, Cobra-style manual seed).
 */
export const fideTieBreakCodes = [
  'DE', 'WIN', 'WON', 'BPG', 'BWG', 'PS', 'REP', 'STD', 'TPN', 'BH', 'AOB', 'FB', 'SB', 'KS',
  'ARO', 'TPR', 'PTP', 'APRO', 'APPO', 'RTNG',
] as const;
export const otherTieBreakCodes = ['BYES', 'SOS', 'ESOS', 'SEED'] as const;
export const tieBreakCodes = [...fideTieBreakCodes, ...otherTieBreakCodes] as const;
export type TieBreakCode = (typeof tieBreakCodes)[number];

/** Lower is better for these; every other code ranks higher values first. */
const ascending: ReadonlySet<TieBreakCode> = new Set<TieBreakCode>(['BYES', 'TPN', 'SEED']);
export const isAscending = (code: TieBreakCode): boolean => ascending.has(code);

export interface TieBreakModifiers {
  /** Cut-n (C.07 Art. 14 modifiers; 14.1 Cut-1 "cut the least significant value", Cut-2 twice): drop the n least significant values (BH, FB, SB, ARO, PS). */
  readonly cut?: number;
  /** Median-n (C.07 Art. 14 modifiers, Median-1 / Median-2): drop the n lowest and n highest values (BH, FB, ARO). */
  readonly median?: number;
  /** '/P': forfeits count as games against the scheduled opponent (BH, FB, SB) and in DE (6.1.1). */
  readonly played?: boolean;
  /** '/F' for AOB: the average of the opponents' Fore Buchholz instead of their Buchholz. */
  readonly fore?: boolean;
  /** Koya limit shift in draws (C.07 9.2 with the limit modifier): +1 raises the 50 % threshold by a draw. */
  readonly limit?: number;
  /** How unplayed rounds count (default '2026'). */
  readonly rules?: UnplayedRules;
  /**
   * Rating used for an unrated (rating 0) opponent in ARO / TPR / PTP / APRO / APPO (C.07 Art. 10);
   * default: the tournament's `unratedRating`. With neither, those tie-breaks are refused while an
   * unrated player takes part (`unratedRefusal`; `tieBreak` throws).
   */
  readonly unratedRating?: number;
  /** Cobra-style manual seeds for SEED (lower first); players without one tie after the seeded ones. */
  readonly manualSeeds?: ReadonlyMap<PlayerId, number>;
  /** KS: the maximum possible tournament score (tenths) when the system gives it (StandingsOptions.maximumScore). */
  readonly maximumScore?: number;
}

export interface TieBreakSpec {
  readonly code: TieBreakCode;
  readonly modifiers?: TieBreakModifiers;
}

/** The tie-breaks computed from the opponents' ratings (C.07 Art. 10; RTNG, a player's own rating, is not one). */
export const ratingBasedCodes: ReadonlySet<TieBreakCode> = new Set<TieBreakCode>(['ARO', 'TPR', 'PTP', 'APRO', 'APPO']);

const namesShown = 5;

/**
 * C.07 Art. 10: rating-based tie-breaks are not used when unrated players take part, unless the
 * regulations give unrated players a rating. Returns the refusal of the rating-based specs of a
 * list when some player is unrated (rating 0) and `unratedRating` is undefined; null otherwise.
 */
export const unratedRefusal = (t: Tournament, specs: readonly TieBreakSpec[], unratedRating: number | undefined): StandingsRefusal | null => {
  if (unratedRating !== undefined) return null;
  const refused = specs.filter((s) => ratingBasedCodes.has(s.code)).map(tieBreakLabel);
  if (refused.length === 0) return null;
  const unrated = t.players.filter((p) => !(p.rating > 0));
  if (unrated.length === 0) return null;
  const names = unrated.slice(0, namesShown).map((p) => `${p.name} (${p.id})`).join(', ') +
    (unrated.length > namesShown ? ` and ${unrated.length - namesShown} more` : '');
  const codes = refused.join(', ');
  const who = unrated.length === 1 ? `${names} is unrated` : `${unrated.length} players are unrated: ${names}`;
  return {
    ok: false,
    reason: 'unrated-players',
    tieBreaks: refused,
    unrated: unrated.map((p) => p.id),
    detail: `${codes} cannot be used: ${who}, and no rating for unrated players is set. ` +
      `C.07 Article 10: rating-based tie-breaks are not used when there are unrated players, unless the ` +
      `tournament regulations give them a rating. Set "Rating for unrated players" or take ${codes} out of the tie-break order.`,
  };
};

/** Per-player values of one tie-break, each with what went into it. */
export type TieBreakValues = ReadonlyMap<PlayerId, Explanation>;

/** "BH/C1" "BH/M2" "SB/C1/P" "ARO/C1" "PS/C1" "KS/L+1" "FB/P" (also "BH-C1"). null if unknown. */
export const parseTieBreak = (text: string): TieBreakSpec | null => {
  const [head, ...mods] = text.trim().toUpperCase().split(/[/-](?=[A-Z+])/);
  const code = tieBreakCodes.find((c) => c === head);
  if (!code) return null;
  const m: { cut?: number; median?: number; played?: boolean; fore?: boolean; limit?: number } = {};
  for (const mod of mods) {
    const cut = /^C(\d)$/.exec(mod);
    const median = /^M(\d)$/.exec(mod);
    const limit = /^L([+-]\d+)$/.exec(mod);
    if (cut) m.cut = Number(cut[1]);
    else if (median) m.median = Number(median[1]);
    else if (limit) m.limit = Number(limit[1]);
    else if (mod === 'P') m.played = true;
    else if (mod === 'F' && code === 'AOB') m.fore = true;
    else return null;
  }
  return { code, modifiers: m };
};

/** "BH/C1" for a spec (the code the UI and TRF-2026 record 202 show). */
export const tieBreakLabel = (s: TieBreakSpec): string => {
  const m = s.modifiers ?? {};
  return [
    s.code,
    m.cut ? `C${m.cut}` : '',
    m.median ? `M${m.median}` : '',
    m.limit ? `L${m.limit > 0 ? '+' : ''}${m.limit}` : '',
    m.played ? 'P' : '',
    m.fore ? 'F' : '',
  ].filter(Boolean).join('/');
};

/**
 * One tie-break for every player: `tieBreak(t, 'BH', { cut: 1 })`. Values are exact (tenths of a
 * point for score-based codes, integers for counts and ratings; see StandingRow). DE here is
 * evaluated among the players with the same score; `standingsWith` applies it to the real tied
 * groups.
 */
export const tieBreak = (t: Tournament, code: TieBreakCode, given: TieBreakModifiers = {}): TieBreakValues => {
  const modifiers: TieBreakModifiers = given.unratedRating === undefined && t.unratedRating !== undefined ? { ...given, unratedRating: t.unratedRating } : given;
  if (ratingBasedCodes.has(code)) {
    // C.07 Art. 10: never leave an unrated opponent out silently (the standings refuse first).
    const refusal = unratedRefusal(t, [{ code, modifiers }], modifiers.unratedRating);
    if (refusal) throw new RangeError(refusal.detail);
  }
  const key = memoKey(code, modifiers);
  if (key === null) return valuesOf(t, code, modifiers);
  let memo = tieBreakMemo.get(t);
  if (!memo) tieBreakMemo.set(t, (memo = new Map()));
  let values = memo.get(key);
  if (!values) memo.set(key, (values = valuesOf(t, code, modifiers)));
  return values;
};

/**
 * Each tournament's tie-break values, kept while the tournament object lives (a snapshot is never
 * changed, only replaced): the app computes a big event's tie-breaks one task at a time behind
 * another tab (`standingsReportParts`), and the report then finds them done.
 */
const tieBreakMemo = new WeakMap<Tournament, Map<string, TieBreakValues>>();

/**
 * The memo's key: the code and every modifier. The mapped type names each field of
 * TieBreakModifiers, so a new modifier does not compile until it is part of the key. Manual seeds
 * (a map) are not keyed: SEED is computed each time.
 */
const memoKey = (code: TieBreakCode, m: TieBreakModifiers): string | null => {
  if (m.manualSeeds) return null;
  const fields: { readonly [K in keyof Required<TieBreakModifiers>]: K extends 'manualSeeds' ? null : TieBreakModifiers[K] | null } = {
    cut: m.cut ?? null, median: m.median ?? null, played: m.played ?? null, fore: m.fore ?? null, limit: m.limit ?? null,
    rules: m.rules ?? null, unratedRating: m.unratedRating ?? null, manualSeeds: null, maximumScore: m.maximumScore ?? null,
  };
  return `${code} ${JSON.stringify(fields)}`;
};

const valuesOf = (t: Tournament, code: TieBreakCode, modifiers: TieBreakModifiers): TieBreakValues => {
  const ctx = unplayedContext(t, modifiers.rules ?? '2026');
  switch (code) {
    case 'BH': return buchholz(ctx, modifiers);
    case 'FB': return buchholz(unplayedContext(foreTournament(t), modifiers.rules ?? '2026'), modifiers, 'FB');
    case 'AOB': return averageOfOpponentsBuchholz(ctx, modifiers, modifiers.fore ? unplayedContext(foreTournament(t), modifiers.rules ?? '2026') : ctx);
    case 'SB': return sonnebornBerger(ctx, modifiers);
    case 'KS': return koya(ctx, modifiers);
    case 'PS': return progressive(ctx, modifiers);
    case 'WIN': return count(ctx, 'WIN', (e) => e.points >= t.scoring.win && t.scoring.win > 0, 'as many points as a win (7.1)');
    case 'WON': return count(ctx, 'WON', (e) => e.kind === 'game' && e.played && outcomeOf(e.code) === 'win', 'won over the board (7.2)');
    case 'BPG': return count(ctx, 'BPG', (e) => e.kind === 'game' && e.played && e.colour === 'black', 'played with Black (7.3)');
    case 'BWG': return count(ctx, 'BWG', (e) => e.kind === 'game' && e.played && e.colour === 'black' && outcomeOf(e.code) === 'win', 'won with Black (7.4)');
    case 'REP': return count(ctx, 'REP', (e) => !isVoluntaryUnplayed(e), 'round elected to play (7.6)');
    case 'STD': return standardPoints(ctx);
    case 'BYES': return count(ctx, 'BYES', (e) => e.kind === 'bye' && isReceivedBye(e.byeKind), 'received bye (U or F)');
    case 'TPN': return own(t, 'TPN', (p) => p.id);
    case 'RTNG': return own(t, 'RTNG', (p) => p.rating ?? 0);
    case 'SEED': return own(t, 'SEED', (p) => modifiers.manualSeeds?.get(p.id) ?? Number.MAX_SAFE_INTEGER);
    case 'ARO': return averageRating(ctx, modifiers);
    case 'TPR': return mapValues(ratingData(ctx, modifiers), 'TPR', (d) => d.tpr);
    case 'PTP': return mapValues(ratingData(ctx, modifiers), 'PTP', (d) => d.ptp);
    case 'APRO': return averageOfOpponents(ctx, modifiers, 'APRO', (d) => d.tpr);
    case 'APPO': return averageOfOpponents(ctx, modifiers, 'APPO', (d) => d.ptp);
    case 'DE': return directEncounterByScore(t, modifiers);
    case 'SOS': case 'ESOS': return strengthOfSchedule(t, code);
    default: return assertNever(code);
  }
};

// ---------------------------------------------------------------------------------------------
// Opponent-score sums: BH / FB (C.07 8.1, 8.3), AOB (8.2), SB (9.1), with Art. 16 for unplayed rounds

interface Term {
  readonly round: number;
  readonly opponent?: PlayerId;
  /** The opponent's (or dummy's) score, tenths. */
  readonly opponentScore: number;
  /** What the term adds, tenths. */
  readonly value: Rational;
  readonly voluntary: boolean;
  readonly note: string;
}

/** One term per entry: an opponent's adjusted score, or the dummy / virtual opponent of an unplayed round. */
const opponentTerms = (ctx: UnplayedContext, record: PlayerRecord, played: boolean): Term[] => {
  const behind = ctx.scoresBehind(record.player, played);
  return record.entries.map((e, i) => {
    const s = behind[i] as number;
    if (countsOpponent(e, played)) {
      return { round: e.round, opponent: e.opponent, opponentScore: s, value: rational(s), voluntary: false, note: 'opponent score (16.3)' };
    }
    const note = ctx.rules === '2009' ? 'virtual opponent (2009 rule)' : `dummy opponent for ${describe(e)} (16.4)`;
    return { round: e.round, opponentScore: s, value: rational(s), voluntary: isVoluntaryUnplayed(e), note };
  });
};

const describe = (e: Entry): string =>
  e.kind === 'bye' ? (e.byeKind === 'absent' ? 'an absence' : `bye ${e.byeKind}`) : `forfeit ${e.code}`;

/**
 * Cut-n / Median-n for Buchholz-like sums (C.07 Art. 14): the n lowest values go, voluntary
 * unplayed rounds first (16.5 Cut-1 exception), then the m highest. Returns the indices cut.
 */
const noCut: ReadonlySet<number> = new Set();
const cutBuchholz = (terms: readonly Term[], bottom: number, top: number): ReadonlySet<number> => {
  if (bottom === 0 && top === 0) return noCut;
  const idx = terms.map((_, i) => i);
  if (bottom + top >= terms.length) return new Set(idx);
  const byValue = (a: number, b: number): number => compare((terms[a] as Term).value, (terms[b] as Term).value);
  const low = [...idx.filter((i) => (terms[i] as Term).voluntary).sort(byValue), ...idx.filter((i) => !(terms[i] as Term).voluntary).sort(byValue)];
  const cut = new Set(low.slice(0, bottom));
  const rest = idx.filter((i) => !cut.has(i)).sort(byValue);
  for (const i of rest.slice(rest.length - top)) if (top > 0) cut.add(i);
  return cut;
};

/**
 * Cut-n for Sonneborn-Berger (C.07 14.1.1 item 4 and 16.5.1): the least significant value is the
 * contribution of the opponent with the lowest score (the lowest contribution among several such
 * opponents); against it stands the lowest contribution of a voluntary unplayed round, and the one
 * cut is whichever is worth more.
 */
const cutSonnebornBerger = (terms: readonly Term[], n: number): ReadonlySet<number> => {
  if (n === 0) return noCut;
  const cut = new Set<number>();
  for (let k = 0; k < n; k++) {
    const left = terms.map((_, i) => i).filter((i) => !cut.has(i));
    if (left.length === 0) break;
    const t = (i: number): Term => terms[i] as Term;
    const least = left.reduce((a, b) => (t(b).opponentScore < t(a).opponentScore
      || (t(b).opponentScore === t(a).opponentScore && compare(t(b).value, t(a).value) < 0) ? b : a));
    let chosen = least;
    const vur = left.filter((i) => t(i).voluntary);
    if (vur.length > 0) {
      const lowestVur = vur.reduce((a, b) => (compare(t(b).value, t(a).value) < 0
        || (compare(t(b).value, t(a).value) === 0 && t(b).opponentScore < t(a).opponentScore) ? b : a));
      if (compare(t(lowestVur).value, t(least).value) >= 0) chosen = lowestVur;
    }
    cut.add(chosen);
  }
  return cut;
};

/**
 * An explanation whose contributions are built only when read (the UI's player card), so that
 * standings for 2000 players stay fast. The builder is a private field: structured clone
 * (postMessage) copies `code` and `value` only — call `plainExplanation` before sending one.
 */
class LazyExplanation implements Explanation {
  readonly code: string;
  readonly value: Rational;
  readonly #make: () => readonly Contribution[];
  #cache: readonly Contribution[] | undefined;
  constructor(code: string, value: Rational, make: () => readonly Contribution[]) {
    this.code = code;
    this.value = value;
    this.#make = make;
  }
  get contributions(): readonly Contribution[] {
    return (this.#cache ??= this.#make());
  }
}

export const lazyExplanation = (code: string, value: Rational, make: () => readonly Contribution[]): Explanation =>
  new LazyExplanation(code, value, make);

/** A plain-data copy (safe for postMessage / JSON). */
export const plainExplanation = (e: Explanation): Explanation => ({ code: e.code, value: e.value, contributions: [...e.contributions] });

const contributionsOf = (terms: readonly Term[], cut: ReadonlySet<number>): readonly Contribution[] =>
  terms.map((term, i) => ({
    round: term.round,
    ...(term.opponent !== undefined ? { opponent: term.opponent } : {}),
    value: term.value,
    note: term.note,
    ...(cut.has(i) ? { cut: true } : {}),
  }));

const explained = (code: string, terms: readonly Term[], cut: ReadonlySet<number>): Explanation => {
  let value = zero;
  let integer = 0;
  terms.forEach((x, i) => {
    if (cut.has(i)) return;
    if (x.value.den === 1) integer += x.value.num;
    else value = add(value, x.value);
  });
  return lazyExplanation(code, add(value, rational(integer)), () => contributionsOf(terms, cut));
};

/** Whether entry i is a voluntary unplayed round (C.07 16.1.2) rather than a game counted with its opponent. */
const voluntaryBehind = (r: PlayerRecord, i: number, played: boolean): boolean => {
  const e = r.entries[i] as Entry;
  return !countsOpponent(e, played) && isVoluntaryUnplayed(e);
};

const ascendingNumbers = (a: number, b: number): number => a - b;

const buchholz = (ctx: UnplayedContext, m: TieBreakModifiers, code = 'BH'): TieBreakValues => {
  const bottom = (m.cut ?? 0) + (m.median ?? 0);
  const top = m.median ?? 0;
  const played = m.played ?? false;
  const out = new Map<PlayerId, Explanation>();
  for (const [p, r] of ctx.records) {
    const n = r.entries.length;
    const behind = ctx.scoresBehind(p, played);
    let value = 0;
    if (bottom === 0 && top === 0) {
      for (let i = 0; i < n; i++) value += behind[i] as number;
    } else if (bottom + top < n) {
      // Art. 14 modifiers with the 16.5 exception: the lowest values go, voluntary unplayed rounds first
      const vur: number[] = [];
      const other: number[] = [];
      for (let i = 0; i < n; i++) (voluntaryBehind(r, i, played) ? vur : other).push(behind[i] as number);
      other.sort(ascendingNumbers);
      let kept = other;
      if (vur.length > 0) {
        vur.sort(ascendingNumbers);
        kept = [...vur, ...other].slice(bottom).sort(ascendingNumbers);
      } else {
        kept = other.slice(bottom);
      }
      for (let i = 0; i < kept.length - top; i++) value += kept[i] as number;
    }
    out.set(p, lazyExplanation(code, rational(value), () => {
      const terms = opponentTerms(ctx, r, played);
      return contributionsOf(terms, cutBuchholz(terms, bottom, top));
    }));
  }
  return out;
};

const averageOfOpponentsBuchholz = (ctx: UnplayedContext, m: TieBreakModifiers, bhCtx: UnplayedContext): TieBreakValues => {
  const bh = buchholz(bhCtx, { ...(m.rules ? { rules: m.rules } : {}), ...(m.played ? { played: true } : {}) });
  const out = new Map<PlayerId, Explanation>();
  for (const [p, r] of ctx.records) {
    // C.07 8.2: the average of the Buchholz of the opponents played over the board
    const contributions: Contribution[] = [];
    for (const e of r.entries) {
      if (e.kind !== 'game' || !e.played) continue;
      contributions.push({ round: e.round, opponent: e.opponent, value: bh.get(e.opponent)?.value ?? zero, note: m.fore ? 'opponent Fore Buchholz' : 'opponent Buchholz' });
    }
    const total = sum(contributions.map((c) => c.value));
    const value = contributions.length === 0 ? zero : rational(total.num, total.den * contributions.length);
    out.set(p, { code: 'AOB', value, contributions });
  }
  return out;
};

/** The tournament with every paired game of the last round drawn (C.07 8.3 Fore Buchholz). */
export const foreTournament = (t: Tournament): Tournament => {
  const last = t.rounds[t.rounds.length - 1];
  if (!last) return t;
  const cached = foreCache.get(t);
  if (cached) return cached;
  const fore: Tournament = {
    ...t,
    rounds: [...t.rounds.slice(0, -1), { ...last, pairings: last.pairings.map((p) => ({ ...p, games: p.games.map(() => 'draw' as const) })) }],
  };
  foreCache.set(t, fore);
  return fore;
};
const foreCache = new WeakMap<Tournament, Tournament>();

/** One point in tenths: SB's products (tenths × tenths) come back to tenths through it. */
const onePoint = 10;

const sonnebornBerger = (ctx: UnplayedContext, m: TieBreakModifiers): TieBreakValues => {
  const played = m.played ?? false;
  const cut = m.cut ?? 0;
  const out = new Map<PlayerId, Explanation>();
  // C.07 9.1: Σ of each opponent's score × the points scored against that opponent, as the text
  // says whatever the scoring (3/1/0 multiplies by 3 for a win, not by 1); unplayed rounds against
  // the dummy opponent (16.4) with the points the round gave. Tenths × tenths ÷ 10 = tenths.
  const sbTerms = (r: PlayerRecord): Term[] => opponentTerms(ctx, r, played).map((term, i) => {
    const pts = (r.entries[i] as Entry).points;
    return { ...term, value: rational(pts * term.opponentScore, onePoint) };
  });
  for (const [p, r] of ctx.records) {
    if (cut === 0) {
      let numerator = 0;
      const behind = ctx.scoresBehind(p, played);
      for (let i = 0; i < r.entries.length; i++) numerator += (r.entries[i] as Entry).points * (behind[i] as number);
      out.set(p, lazyExplanation('SB', rational(numerator, onePoint), () => contributionsOf(sbTerms(r), noCut)));
    } else {
      const terms = sbTerms(r);
      out.set(p, explained('SB', terms, cutSonnebornBerger(terms, cut)));
    }
  }
  return out;
};

const koya = (ctx: UnplayedContext, m: TieBreakModifiers): TieBreakValues => {
  const { win, draw } = ctx.t.scoring;
  // C.07 9.2: opponents with at least 50 % of the maximum possible score (games per round × win).
  const gamesPerRound = ctx.t.rounds.reduce((n, r) => n + Math.max(1, ...r.pairings.map((p) => p.games.length)), 0);
  const twiceLimit = (m.maximumScore ?? win * gamesPerRound) + 2 * draw * (m.limit ?? 0);
  const out = new Map<PlayerId, Explanation>();
  for (const [p, r] of ctx.records) {
    const contributions: Contribution[] = [];
    for (const e of r.entries) {
      if (e.kind !== 'game') continue;
      const oppScore = ctx.records.get(e.opponent)?.score ?? 0;
      if (2 * oppScore >= twiceLimit) contributions.push({ round: e.round, opponent: e.opponent, value: rational(e.points), note: 'points against an opponent with ≥ 50 %' });
    }
    out.set(p, { code: 'KS', value: sum(contributions.map((c) => c.value)), contributions });
  }
  return out;
};

const progressive = (ctx: UnplayedContext, m: TieBreakModifiers): TieBreakValues => {
  const out = new Map<PlayerId, Explanation>();
  const rounds = ctx.t.rounds.map((r) => r.number);
  for (const [p, r] of ctx.records) {
    // C.07 7.5: Σ of the score after each round; Cut-n leaves out the first n rounds (14.1.1 item 3).
    let running = 0;
    const contributions: Contribution[] = rounds.map((round, i) => {
      for (const e of r.entries) if (e.round === round) running += e.points;
      return { round, value: rational(running), note: 'score after the round', ...(i < (m.cut ?? 0) ? { cut: true } : {}) };
    });
    out.set(p, { code: 'PS', value: sum(contributions.filter((c) => !c.cut).map((c) => c.value)), contributions });
  }
  return out;
};

const count = (ctx: UnplayedContext, code: string, pred: (e: Entry) => boolean, note: string): TieBreakValues => {
  const out = new Map<PlayerId, Explanation>();
  for (const [p, r] of ctx.records) {
    let n = 0;
    for (const e of r.entries) if (pred(e)) n += 1;
    out.set(p, lazyExplanation(code, rational(n), () => r.entries.filter(pred).map((e) => ({
      round: e.round, ...(e.kind === 'game' ? { opponent: e.opponent } : {}), value: rational(1), note,
    }))));
  }
  return out;
};

/** C.07 7.7: rounds scoring more than the opponent (or more than a draw without playing) + ½ for equal. In tenths. */
const standardPoints = (ctx: UnplayedContext): TieBreakValues => {
  const { draw } = ctx.t.scoring;
  const out = new Map<PlayerId, Explanation>();
  for (const [p, r] of ctx.records) {
    const contributions: Contribution[] = [];
    for (const e of r.entries) {
      const o = e.kind === 'game' ? outcomeOf(e.code) : e.points > draw ? 'win' : e.points === draw ? 'draw' : 'loss';
      if (o !== 'loss') contributions.push({ round: e.round, value: rational(o === 'win' ? 10 : 5), note: o });
    }
    out.set(p, { code: 'STD', value: sum(contributions.map((c) => c.value)), contributions });
  }
  return out;
};

/** A value each player brings with them (pairing number, rating, seed), read from the player itself. */
const own = (t: Tournament, code: string, f: (p: Player) => number): TieBreakValues =>
  new Map(t.players.map((p) => [p.id, { code, value: rational(f(p)), contributions: [] }] as const));

// ---------------------------------------------------------------------------------------------
// Rating-based: ARO (10.1), TPR (10.2), PTP (10.3), APRO (10.4), APPO (10.5)

/**
 * A game played over the board against a rated opponent (or one given the rating for unrated
 * players). `halfPoints` is the game result 1 / ½ / 0 in halves (2 / 1 / 0), whatever the
 * tournament's scoring: TPR's fractional score (10.2) and PTP's tournament score (10.3) are
 * compared with FIDE's rating tables, which work on game results.
 */
interface RatedGame { readonly round: number; readonly opponent: PlayerId; readonly rating: number; readonly halfPoints: number }

const halfPointsOf = (code: GameCode): number => {
  const o = outcomeOf(code);
  return o === 'win' ? 2 : o === 'draw' ? 1 : 0;
};

const ratedGames = (ctx: UnplayedContext, r: PlayerRecord, unrated: number | undefined): RatedGame[] => {
  const ratings = ratingsOf(ctx.t);
  const out: RatedGame[] = [];
  for (const e of r.entries) {
    if (e.kind !== 'game' || !e.played) continue; // over the board only
    const raw = ratings.get(e.opponent) ?? 0;
    const rating = raw > 0 ? raw : unrated;
    if (rating === undefined) throw new RangeError(`C.07 Article 10: opponent ${e.opponent} is unrated and no rating for unrated players is set`);
    out.push({ round: e.round, opponent: e.opponent, rating, halfPoints: halfPointsOf(e.code) });
  }
  return out;
};

const ratingsCache = new WeakMap<Tournament, ReadonlyMap<PlayerId, number>>();
const ratingsOf = (t: Tournament): ReadonlyMap<PlayerId, number> => {
  let m = ratingsCache.get(t);
  if (!m) ratingsCache.set(t, (m = new Map(t.players.map((p) => [p.id, p.rating]))));
  return m;
};

const averageRating = (ctx: UnplayedContext, m: TieBreakModifiers): TieBreakValues => {
  const bottom = (m.cut ?? 0) + (m.median ?? 0);
  const top = m.median ?? 0;
  const out = new Map<PlayerId, Explanation>();
  for (const [p, r] of ctx.records) {
    const games = ratedGames(ctx, r, m.unratedRating);
    const terms: Term[] = games.map((g) => ({ round: g.round, opponent: g.opponent, opponentScore: g.rating, value: rational(g.rating), voluntary: false, note: 'opponent rating' }));
    const cut = cutBuchholz(terms, bottom, top);
    const kept = terms.filter((_, i) => !cut.has(i));
    const total = kept.reduce((s, x) => s + x.value.num, 0);
    const value = kept.length === 0 ? zero : rational(roundHalfUp(rational(total, kept.length)));
    out.set(p, { ...explained('ARO', terms, cut), value });
  }
  return out;
};

interface RatingData { readonly tpr: number; readonly ptp: number; readonly games: readonly RatedGame[] }

const ratingDataCache = new WeakMap<UnplayedContext, Map<string, ReadonlyMap<PlayerId, RatingData>>>();

const ratingData = (ctx: UnplayedContext, m: TieBreakModifiers): ReadonlyMap<PlayerId, RatingData> => {
  const key = `${m.unratedRating ?? ''}`;
  let perCtx = ratingDataCache.get(ctx);
  if (!perCtx) ratingDataCache.set(ctx, (perCtx = new Map()));
  const cached = perCtx.get(key);
  if (cached) return cached;
  const out = new Map<PlayerId, RatingData>();
  for (const [p, r] of ctx.records) {
    const games = ratedGames(ctx, r, m.unratedRating);
    out.set(p, { tpr: performance(games), ptp: perfectPerformance(games), games });
  }
  perCtx.set(key, out);
  return out;
};

/**
 * C.07 10.2 TPR: ARO + dp(p), p = the game results over the board (1 / ½ / 0) ÷ games, read in
 * table 8.1.1 at the nearest hundredth (0.5 up), the sum rounded to the nearest whole number
 * (0.5 up). 0 without games.
 */
export const performance = (games: readonly RatedGame[]): number => {
  if (games.length === 0) return 0;
  const ratingSum = games.reduce((s, g) => s + g.rating, 0);
  const halves = games.reduce((s, g) => s + g.halfPoints, 0);
  const p = roundHalfUp(rational(100 * halves, 2 * games.length));
  return roundHalfUp(add(rational(ratingSum, games.length), rational(ratingDifference(p))));
};

/**
 * C.07 10.3 PTP: the lowest whole rating whose expected score (Σ of table 8.1.2 probabilities
 * against each opponent, full scale) reaches the game results over the board (1 / ½ / 0); for a
 * zero score, the lowest opponent rating − 800. 0 without games.
 */
export const perfectPerformance = (games: readonly RatedGame[]): number => {
  if (games.length === 0) return 0;
  const ratings = games.map((g) => g.rating);
  const halves = games.reduce((s, g) => s + g.halfPoints, 0);
  const lowest = Math.min(...ratings);
  if (halves <= 0) return lowest - 800;
  // expected score in hundredths of a game ≥ results in hundredths (halves × 50)
  const reaches = (R: number): boolean => ratings.reduce((s, x) => s + scoringProbability(R, x), 0) >= halves * 50;
  let lo = lowest - 800;
  let hi = Math.max(...ratings) + 800;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (reaches(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
};

const mapValues = (data: ReadonlyMap<PlayerId, RatingData>, code: string, f: (d: RatingData) => number): TieBreakValues => {
  const out = new Map<PlayerId, Explanation>();
  for (const [p, d] of data) {
    out.set(p, {
      code, value: rational(f(d)),
      contributions: d.games.map((g) => ({ round: g.round, opponent: g.opponent, value: rational(g.rating), note: `opponent rating, result ${g.halfPoints === 2 ? '1' : g.halfPoints === 1 ? '½' : '0'}` })),
    });
  }
  return out;
};

/** APRO / APPO: the average of the opponents' TPR / PTP over the board, rounded (0.5 up). */
const averageOfOpponents = (ctx: UnplayedContext, m: TieBreakModifiers, code: string, f: (d: RatingData) => number): TieBreakValues => {
  const data = ratingData(ctx, m);
  const out = new Map<PlayerId, Explanation>();
  for (const [p, r] of ctx.records) {
    const contributions: Contribution[] = [];
    for (const e of r.entries) {
      if (e.kind !== 'game' || !e.played) continue;
      const d = data.get(e.opponent);
      contributions.push({ round: e.round, opponent: e.opponent, value: rational(d ? f(d) : 0), note: code === 'APRO' ? 'opponent TPR' : 'opponent PTP' });
    }
    const total = contributions.reduce((s, c) => s + c.value.num, 0);
    out.set(p, { code, value: contributions.length === 0 ? zero : rational(roundHalfUp(rational(total, contributions.length))), contributions });
  }
  return out;
};

// ---------------------------------------------------------------------------------------------

/** DE among players with the same score (the usual first tie-break); standingsWith uses the real groups. */
const directEncounterByScore = (t: Tournament, m: TieBreakModifiers): TieBreakValues => {
  const byScore = new Map<number, PlayerId[]>();
  for (const [p, r] of playerRecords(t)) {
    const g = byScore.get(r.score) ?? [];
    g.push(p);
    byScore.set(r.score, g);
  }
  const out = new Map<PlayerId, Explanation>();
  for (const group of byScore.values()) {
    const de = directEncounter(t, group, m.played ?? false);
    for (const p of group) out.set(p, { code: 'DE', value: de.score.get(p) ?? zero, contributions: de.contributions.get(p) ?? [] });
  }
  return out;
};

/**
 * Netrunner strength of schedule (Cobra / NISEI tournament rules), in points per round:
 * SoS = mean over non-bye opponents of (opponent points ÷ opponent rounds played, a bye round
 * counting as a round played, as in Cobra);
 * ESoS = mean over the same opponents of their SoS. Exact rationals. "Rounds" are rounds, not
 * games: in double-sided Swiss the two games of a round against one opponent are one opponent-round.
 */
const strengthOfSchedule = (t: Tournament, code: 'SOS' | 'ESOS'): TieBreakValues => {
  const records = playerRecords(t);
  const opponentRounds = new Map<PlayerId, { round: number; opponent: PlayerId }[]>();
  for (const [p, r] of records) {
    const seen = new Set<number>();
    const list: { round: number; opponent: PlayerId }[] = [];
    for (const e of r.entries) {
      if (e.kind !== 'game' || seen.has(e.round * 1_000_000 + e.opponent)) continue;
      seen.add(e.round * 1_000_000 + e.opponent);
      list.push({ round: e.round, opponent: e.opponent });
    }
    opponentRounds.set(p, list);
  }
  // Points per round (Cobra's convention, which Netrunner TOs compare against): a round counts
  // whether it was played or a bye (U, F, H: Cobra's bye is a pairing without a second player);
  // an absence (Z, not paired) is not a round. The points include the bye's points.
  const ratio = new Map<PlayerId, Rational>();
  for (const [p, r] of records) {
    const rounds = new Set((opponentRounds.get(p) ?? []).map((x) => x.round));
    for (const e of r.entries) if (e.kind === 'bye' && (e.byeKind === 'U' || e.byeKind === 'F' || e.byeKind === 'H')) rounds.add(e.round);
    ratio.set(p, rounds.size === 0 ? zero : rational(r.score, 10 * rounds.size));
  }
  const mean = (p: PlayerId, f: (q: PlayerId) => Rational, note: string): Explanation => {
    const contributions: Contribution[] = (opponentRounds.get(p) ?? []).map((x) => ({ round: x.round, opponent: x.opponent, value: f(x.opponent), note }));
    const total = sum(contributions.map((c) => c.value));
    return { code, value: contributions.length === 0 ? zero : rational(total.num, total.den * contributions.length), contributions };
  };
  const sos = new Map<PlayerId, Explanation>();
  for (const p of records.keys()) sos.set(p, { ...mean(p, (q) => ratio.get(q) ?? zero, 'opponent points ÷ rounds (byes count as rounds)'), code: 'SOS' });
  if (code === 'SOS') return sos;
  const esos = new Map<PlayerId, Explanation>();
  for (const p of records.keys()) esos.set(p, mean(p, (q) => sos.get(q)?.value ?? zero, 'opponent SoS'));
  return esos;
};
