import { assertNever } from '../model';
import type { PlayerId, Tournament } from '../model';
import type { Rational } from './rational';
import { compare, zero } from './rational';
import { playerRecords } from './records';
import { directEncounter } from './directEncounter';
import type { TieBreakCode, TieBreakModifiers, TieBreakSpec } from './tieBreaks';
import { isAscending, lazyExplanation, parseTieBreak, tieBreak, tieBreakLabel, unratedRefusal } from './tieBreaks';
import type { Explanation, StandingRow, StandingsRefusal, TieBreakValue } from './types';
import { countValue, ratioValue, tenthsValue } from './values';
import type { UnplayedRules } from './unplayed';

export interface StandingsOptions {
  /** How unplayed rounds count in opponent-based tie-breaks (default '2026'); a spec's own `rules` wins. */
  readonly rules?: UnplayedRules;
  /** The rating for unrated players (C.07 Art. 10); default: the tournament's `unratedRating`. */
  readonly unratedRating?: number;
  readonly manualSeeds?: ReadonlyMap<PlayerId, number>;
  /**
   * C.07 9.2's "maximum possible tournament score" (tenths) when the rounds paired do not give it:
   * in a round robin a round without a game (the bye of an odd field) scores nothing, and a
   * withdrawn player's annulled games are not part of the tournament. Default: a win per game
   * of each round paired.
   */
  readonly maximumScore?: number;
}

/** A player the system's rules leave out of the ranking, and why (a round robin's withdrawal). */
export interface ExcludedPlayer {
  readonly player: PlayerId;
  /** In words, naming the rule. */
  readonly why: string;
}

export interface StandingsReport {
  readonly ok: true;
  readonly rows: readonly StandingRow[];
  /** Per player, one explanation per tie-break in list order (for the player card). */
  readonly explanations: ReadonlyMap<PlayerId, readonly Explanation[]>;
  /** Players not ranked at all, with the rule that leaves them out; absent when none is. */
  readonly excluded?: readonly ExcludedPlayer[];
}

export type TieBreakListItem = TieBreakSpec | string;

const toSpec = (item: TieBreakListItem): TieBreakSpec | null => (typeof item !== 'string' ? item : parseTieBreak(item));

/** Parses a tie-break list (e.g. TRF-2026 record 202 codes); unknown codes come back as a value. */
export const parseTieBreakList = (
  items: readonly string[],
): { readonly ok: true; readonly specs: readonly TieBreakSpec[] } | { readonly ok: false; readonly reason: 'unknown-tie-break'; readonly detail: string } => {
  const specs: TieBreakSpec[] = [];
  for (const item of items) {
    const s = parseTieBreak(item);
    if (!s) return { ok: false, reason: 'unknown-tie-break', detail: item };
    specs.push(s);
  }
  return { ok: true, specs };
};

const units: Record<TieBreakCode, 'tenths' | 'count' | 'ratio'> = {
  DE: 'tenths', BH: 'tenths', FB: 'tenths', AOB: 'tenths', SB: 'tenths', KS: 'tenths', PS: 'tenths', STD: 'tenths',
  WIN: 'count', WON: 'count', BPG: 'count', BWG: 'count', REP: 'count', TPN: 'count', BYES: 'count', SEED: 'count',
  ARO: 'count', TPR: 'count', PTP: 'count', APRO: 'count', APPO: 'count', RTNG: 'count',
  SOS: 'ratio', ESOS: 'ratio',
};

const valueOf = (spec: TieBreakSpec, exact: Rational, code = tieBreakLabel(spec)): TieBreakValue => {
  const unit = units[spec.code];
  switch (unit) {
    case 'tenths': return tenthsValue(code, exact);
    case 'ratio': return ratioValue(code, exact);
    case 'count':
      if (spec.code === 'SEED' && exact.num === Number.MAX_SAFE_INTEGER) return { ...countValue(code, exact.num), text: '' };
      return countValue(code, exact.num / exact.den);
    default: return assertNever(unit);
  }
};

/** A spec's modifiers with the standings' options beneath them (the spec's own win). */
const modifiersOf = (spec: TieBreakSpec, options: StandingsOptions, unratedRating: number | undefined): TieBreakModifiers => ({
  ...(options.rules ? { rules: options.rules } : {}),
  ...(unratedRating !== undefined ? { unratedRating } : {}),
  ...(options.manualSeeds ? { manualSeeds: options.manualSeeds } : {}),
  ...(options.maximumScore !== undefined ? { maximumScore: options.maximumScore } : {}),
  ...spec.modifiers,
});

/**
 * The parts of `standingsReport`'s work, in order: the players' records, then each tie-break's
 * values, every one kept with the tournament once done. A caller that must not hold the page for
 * the whole report (the app computing a 2000-player event's standings behind another tab) runs
 * one part per task; the report then finds them done and only ranks. Direct encounter is left to
 * the report (it is computed within each tied group). None when the list would be refused.
 */
export const standingsReportParts = (t: Tournament, list: readonly TieBreakListItem[], options: StandingsOptions = {}): readonly (() => void)[] => {
  const checked = checkedList(t, list, options);
  if ('ok' in checked) return [];
  const { specs, unratedRating } = checked;
  return [
    () => void playerRecords(t),
    ...specs.filter((spec) => spec.code !== 'DE').map((spec) => () => void tieBreak(t, spec.code, modifiersOf(spec, options, unratedRating))),
  ];
};

/**
 * The list's specs and the rating unrated players get, or the refusal of the list: an unknown
 * code, or a rating-based tie-break C.07 Art. 10 rules out. The report and its parts read a list
 * through it.
 */
const checkedList = (t: Tournament, list: readonly TieBreakListItem[], options: StandingsOptions):
  { readonly specs: readonly TieBreakSpec[]; readonly unratedRating: number | undefined } | StandingsRefusal => {
  const parsed = list.map(toSpec);
  const unknown = list.filter((_, i) => parsed[i] === null).map(String);
  if (unknown.length > 0) {
    return { ok: false, reason: 'unknown-tie-break', tieBreaks: unknown, detail: `Unknown tie-break ${unknown.map((c) => `"${c}"`).join(', ')}: take it out of the tie-break order.` };
  }
  const specs = parsed as TieBreakSpec[];
  const unratedRating = options.unratedRating ?? t.unratedRating;
  return unratedRefusal(t, specs, unratedRating) ?? { specs, unratedRating };
};

/**
 * Standings by score, then the tie-breaks in order (C.07 4.2: each tie-break ranks the subgroups
 * still tied after the previous ones; DE is applied to each such subgroup, Art. 6). Players still
 * tied at the end share the place (C.07 2.1 / 4.2 "unless the rules specify that such ties will not
 * be broken"): ranks 1, 2, 2, 4. Refused, as a value, when the list names an unknown code or a
 * rating-based tie-break that C.07 Art. 10 rules out (unrated players, no rating given to them).
 */
export const standingsReport = (t: Tournament, list: readonly TieBreakListItem[], options: StandingsOptions = {}): StandingsReport | StandingsRefusal => {
  const checked = checkedList(t, list, options);
  if ('ok' in checked) return checked;
  const { specs, unratedRating } = checked;
  const records = playerRecords(t);
  const players = t.players.map((p) => p.id);
  const byScore = players.map((p) => ({ p, points: records.get(p)?.score ?? 0 })).sort((a, b) => b.points - a.points || a.p - b.p);
  let groups: PlayerId[][] = splitBy(byScore, (a, b) => a.points === b.points).map((tied) => tied.map((x) => x.p));
  const values = new Map<PlayerId, TieBreakValue[]>(players.map((p) => [p, []]));
  const explanations = new Map<PlayerId, Explanation[]>(players.map((p) => [p, []]));

  for (const spec of specs) {
    const mods = modifiersOf(spec, options, unratedRating);
    if (spec.code === 'DE') {
      const next: PlayerId[][] = [];
      for (const g of groups) {
        if (g.length < 2) {
          next.push(g);
          for (const p of g) {
            values.get(p)?.push(valueOf(spec, zero));
            explanations.get(p)?.push({ code: tieBreakLabel(spec), value: zero, contributions: [] });
          }
          continue;
        }
        const de = directEncounter(t, g, mods.played ?? false);
        next.push(...de.order.map((x) => [...x]));
        for (const p of g) {
          const v = de.score.get(p) ?? zero;
          values.get(p)?.push(valueOf(spec, v));
          explanations.get(p)?.push({ code: tieBreakLabel(spec), value: v, contributions: de.contributions.get(p) ?? [] });
        }
      }
      groups = next;
      continue;
    }
    const label = tieBreakLabel(spec);
    const tb = tieBreak(t, spec.code, mods);
    const sign = isAscending(spec.code) ? 1 : -1;
    // Each player's value looked up once per group, not at each comparison of the sort.
    groups = groups.flatMap((g) => {
      if (g.length < 2) return [g];
      const keyed = g.map((p) => ({ p, v: tb.get(p)?.value ?? zero }));
      keyed.sort((a, b) => sign * compare(a.v, b.v) || a.p - b.p);
      return splitBy(keyed, (a, b) => compare(a.v, b.v) === 0).map((tied) => tied.map((x) => x.p));
    });
    for (const p of players) {
      const e = tb.get(p) ?? { code: spec.code, value: zero, contributions: [] };
      values.get(p)?.push(valueOf(spec, e.value, label));
      explanations.get(p)?.push(lazyExplanation(label, e.value, () => e.contributions));
    }
  }

  const rows: StandingRow[] = [];
  for (const g of groups) {
    const rank = rows.length + 1;
    for (const p of [...g].sort((a, b) => a - b)) {
      rows.push({ rank, player: p, points: records.get(p)?.score ?? (0 as StandingRow['points']), tieBreaks: values.get(p) ?? [] });
    }
  }
  return { ok: true, rows, explanations };
};

/** The display text of a value (or of one contribution) in a tie-break's unit, e.g. ("BH/C1", 155) → "15.5". */
export const tieBreakValueText = (item: TieBreakListItem, exact: Rational): string => {
  const spec = typeof item === 'string' ? parseTieBreak(item) : item;
  return spec ? valueOf(spec, exact, tieBreakLabel(spec)).text : `${exact.num}${exact.den === 1 ? '' : `/${exact.den}`}`;
};

/**
 * `standingsReport` for a list that cannot be refused (the systems' own lists, which name no
 * rating-based tie-break) or where a refusal is a programming error: throws RangeError with the
 * refusal's words.
 */
export const standingsReportOrThrow = (t: Tournament, list: readonly TieBreakListItem[], options: StandingsOptions = {}): StandingsReport => {
  const r = standingsReport(t, list, options);
  if (!r.ok) throw new RangeError(r.detail);
  return r;
};

/** `standingsReportOrThrow(...).rows`. */
export const standingsWith = (t: Tournament, list: readonly TieBreakListItem[], options: StandingsOptions = {}): readonly StandingRow[] =>
  standingsReportOrThrow(t, list, options).rows;

const splitBy = <T>(sorted: readonly T[], same: (a: T, b: T) => boolean): T[][] => {
  const out: T[][] = [];
  for (const x of sorted) {
    const last = out[out.length - 1];
    if (last && same(last[last.length - 1] as T, x)) last.push(x);
    else out.push([x]);
  }
  return out;
};
