import type { PlayerId, Tournament } from '../model';
import type { Rational } from './rational';
import { add, compare, rational, zero } from './rational';
import { playerRecords } from './records';
import type { Contribution } from './types';

/**
 * C.07 (2026) Art. 6 Direct Encounter among a set of tied participants.
 * - 6.1: the separate standings are the sums of the scores of the encounters among them;
 *   6.1.1: forfeits are left out unless `includeForfeits` (the tournament regulations say so);
 *   6.1.2: two participants who met more than once use the average score of those games.
 * - 6.2: if all met each other, the separate standings rank them; ties inside are re-run (Art. 6
 *   reapplied to the subset) until nothing more resolves.
 * - 6.3: if not all met, a participant alone at the top whatever the outcome of the missing games
 *   is ranked first, then the same for the second place, and so on; Art. 6 is then reapplied to the
 *   participants still unranked.
 */
export interface DirectEncounterResult {
  /** The set, ordered: each inner array is one place (still tied inside). */
  readonly order: readonly (readonly PlayerId[])[];
  /** Each participant's separate-standings score among the whole set (tenths). */
  readonly score: ReadonlyMap<PlayerId, Rational>;
  readonly contributions: ReadonlyMap<PlayerId, readonly Contribution[]>;
}

type Encounters = ReadonlyMap<PlayerId, ReadonlyMap<PlayerId, Rational>>;

/** Average score of p against each opponent q (6.1.2), over the counted games. */
const encounters = (t: Tournament, includeForfeits: boolean): Encounters => {
  const key = includeForfeits ? 1 : 0;
  const cached = encounterCache.get(t)?.[key];
  if (cached) return cached;
  const out = new Map<PlayerId, Map<PlayerId, Rational>>();
  for (const [p, r] of playerRecords(t)) {
    const sums = new Map<PlayerId, [number, number]>();
    for (const e of r.entries) {
      if (e.kind !== 'game' || (!e.played && !includeForfeits)) continue;
      const s = sums.get(e.opponent) ?? [0, 0];
      s[0] += e.points;
      s[1] += 1;
      sums.set(e.opponent, s);
    }
    const avg = new Map<PlayerId, Rational>();
    for (const [q, [total, n]] of sums) avg.set(q, rational(total, n));
    out.set(p, avg);
  }
  const slot = encounterCache.get(t) ?? [undefined, undefined];
  slot[key] = out;
  encounterCache.set(t, slot);
  return out;
};

const encounterCache = new WeakMap<Tournament, [Encounters | undefined, Encounters | undefined]>();

const separateScores = (set: readonly PlayerId[], enc: Encounters): Map<PlayerId, Rational> => {
  const out = new Map<PlayerId, Rational>();
  for (const p of set) {
    let s = zero;
    const mine = enc.get(p);
    for (const q of set) {
      const v = q === p ? undefined : mine?.get(q);
      if (v) s = add(s, v);
    }
    out.set(p, s);
  }
  return out;
};

const missingCount = (p: PlayerId, set: readonly PlayerId[], enc: Encounters): number => {
  const mine = enc.get(p);
  let n = 0;
  for (const q of set) if (q !== p && !mine?.has(q)) n += 1;
  return n;
};

const order = (set: readonly PlayerId[], enc: Encounters, win: number): PlayerId[][] => {
  if (set.length < 2) return [[...set]];
  const scores = separateScores(set, enc);
  const sc = (p: PlayerId): Rational => scores.get(p) ?? zero;
  const complete = set.every((p) => missingCount(p, set, enc) === 0);
  if (complete) {
    // 6.2
    const sorted = [...set].sort((a, b) => compare(sc(b), sc(a)) || a - b);
    const groups: PlayerId[][] = [];
    for (const p of sorted) {
      const last = groups[groups.length - 1];
      if (last && compare(sc(last[0] as PlayerId), sc(p)) === 0) last.push(p);
      else groups.push([p]);
    }
    if (groups.length === 1) return groups;
    return groups.flatMap((g) => (g.length > 1 ? order(g, enc, win) : [g]));
  }
  // 6.3: alone at the top whatever the outcome of the missing games (each worth at most a win).
  // Only the leader of the separate standings can be; it is when its score beats every other
  // participant's best possible score (their score + a win per missing game).
  const best = new Map<PlayerId, Rational>(set.map((q) => [q, add(sc(q), rational(win * missingCount(q, set, enc)))]));
  const placed: PlayerId[][] = [];
  let remaining = [...set];
  while (remaining.length > 1) {
    const leader = remaining.reduce((a, b) => (compare(sc(b), sc(a)) > 0 ? b : a));
    const alone = remaining.every((q) => q === leader || compare(sc(leader), best.get(q) ?? zero) > 0);
    if (!alone) break;
    placed.push([leader]);
    remaining = remaining.filter((q) => q !== leader);
  }
  if (placed.length === 0) return [[...set].sort((a, b) => a - b)];
  if (remaining.length === 0) return placed;
  return [...placed, ...order(remaining, enc, win)];
};

export const directEncounter = (
  t: Tournament, set: readonly PlayerId[], includeForfeits = false,
): DirectEncounterResult => {
  const enc = encounters(t, includeForfeits);
  const score = separateScores(set, enc);
  const contributions = new Map<PlayerId, Contribution[]>();
  for (const p of set) {
    const list: Contribution[] = [];
    for (const q of set) {
      const v = q === p ? undefined : enc.get(p)?.get(q);
      if (v) list.push({ opponent: q, value: v, note: 'score against a tied participant (6.1)' });
    }
    contributions.set(p, list);
  }
  return { order: order(set, enc, t.scoring.win), score, contributions };
};
