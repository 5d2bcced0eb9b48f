import type { ExplainOutcome, ExplainQuestion, PlayerId, Tournament } from '../../model';
import type { SwissPlayer, SwissState } from '../fide/history';
import { firstDifference, type CriterionValue, type CriterionVector, type FirstDifference } from '../fide/criterionVector';
import { explainSwissRound, swissPhoneLines, type IndexPairing, type SwissExplainer } from '../fide/explainSwiss';
import { buildBursteinState, pairBursteinState, type BursteinState } from './burstein';
import { worseThan } from './metricScores';

/**
 * "Why these two?" for the Burstein system (C.04.4.2, as bbpPairings 6.0 pairs it). The engine is
 * used only as "pair this state"; a forced pair is written into the state as forbidden pairs.
 *
 * The criteria, as the procedure weighs them: the bye first (the lowest-ranked player who may have
 * it), then floaters only into the next score group and one per group, then as many pairs inside score groups as the round allows, then in each score group from
 * the top as many pairs whose due colours can both be granted; among equal pairings the Burstein
 * index decides (the top of the group meets its bottom: Sonneborn-Berger, Buchholz, median, the
 * pairing number). The score groups are the ones the procedure paired (`groups`, as the engine
 * reports them: a group that cannot be paired within itself with at most one floater is merged
 * with the next); absent, the players' own score groups.
 */
export function bursteinCriterionVector(bs: BursteinState, state: SwissState, pairing: IndexPairing, groups?: readonly (readonly number[])[]): CriterionVector {
  const score = (i: number): number => bs.metrics[i]!.score;
  const paired = groups ?? scoreGroupsOf(bs, state);
  const groupOf = new Map<number, number>();
  paired.forEach((g, k) => g.forEach((i) => groupOf.set(i, k)));
  let inGroup = 0;
  let reach = 0;
  const crossing = paired.map(() => 0);
  const colours = paired.map(() => 0);
  for (const [a, b] of pairing.pairs) {
    const ga = groupOf.get(a)!;
    const gb = groupOf.get(b)!;
    if (ga === gb) inGroup++;
    // The procedure floats a player into the next group only, one per group (bbpPairings links a
    // group to the one below it; checkMatchingIsValid): anything else needs groups merged.
    if (Math.abs(ga - gb) > 1 || (ga !== gb && ++crossing[Math.min(ga, gb)]! > 1)) reach = 1;
    // A group's colours: its own pairs and its floater's from the group above (colourGroup).
    if (Math.abs(ga - gb) > 1) continue;
    const pa = state.players[a]!.colourPreference;
    const pb = state.players[b]!.colourPreference;
    if (pa === null || pb === null || pa !== pb) colours[Math.max(ga, gb)]!++;
  }
  return [
    { key: 'floaters', group: null, value: [reach] },
    { key: 'pairs in score groups', group: null, value: [-inGroup] },
    ...paired.map((g, k): CriterionValue => ({ key: 'colours', group: Math.max(...g.map(score)), value: [-colours[k]!] })),
  ];
}

/** The players' own score groups, top first. */
function scoreGroupsOf(bs: BursteinState, state: SwissState): number[][] {
  const score = (i: number): number => bs.metrics[i]!.score;
  const ps = state.players.filter((p) => p.toBePaired).map((p) => p.index);
  return [...new Set(ps.map(score))].sort((a, b) => b - a).map((g) => ps.filter((i) => score(i) === g));
}

/**
 * Where the procedure tells the round on record (`actual`, paired in `groups`) and a re-solved one
 * apart: by whether the procedure can reach it in those groups at all (one floater from a group,
 * into the next), by the pairs made inside score groups, then in the first group whose pairs differ (its
 * own, its floater's from above, the one it sends down), by that group's colours: the procedure
 * fixes a group's pairs (colours first, then the Burstein index's top against bottom) before it
 * looks at the next, so a difference further down, after a tie, is the index's doing (null: equal
 * for the rules). The index is into `actualVector`.
 */
export function bursteinProcedureDifference(bs: BursteinState, state: SwissState, actual: IndexPairing, alt: IndexPairing, groups: readonly (readonly number[])[], actualVector: CriterionVector): FirstDifference | null {
  const altVector = bursteinCriterionVector(bs, state, alt, groups);
  const total = firstDifference(actualVector.slice(0, 2), altVector.slice(0, 2));
  if (total !== null) return total;
  const partner = (p: IndexPairing): Map<number, number> => new Map(p.pairs.flatMap(([a, b]) => [[a, b], [b, a]]));
  const pa = partner(actual);
  const pb = partner(alt);
  const k = groups.findIndex((g) => g.some((i) => pa.get(i) !== pb.get(i)));
  if (k < 0) return null;
  const d = firstDifference([actualVector[k + 2]!], [altVector[k + 2]!]);
  return d === null ? null : { index: k + 2, better: d.better };
}

/** A round as the Burstein engine paired it, with its score groups as paired. */
interface Grouped extends IndexPairing {
  readonly groups: readonly (readonly number[])[];
}

/** The Burstein explainer for one tournament (it keeps the Burstein indices of the round asked about). */
function bursteinExplainer(): SwissExplainer {
  let bs: BursteinState | null = null;
  const metrics = (): BursteinState => {
    if (bs === null) throw new Error('the Burstein state is read first');
    return bs;
  };
  const solve = (state: SwissState): Grouped | null => {
    let groups: readonly (readonly number[])[] = [];
    const r = pairBursteinState({ ...metrics(), base: state }, { groups: (g) => { groups = g; } });
    return r.ok ? { pairs: r.pairs, bye: r.bye, groups } : null;
  };
  // The round on record is measured in the groups of the engine's own round of its state.
  let unforced: { readonly state: SwissState; readonly groups: readonly (readonly number[])[] | undefined } | null = null;
  const groupsOf = (state: SwissState, pairing: IndexPairing): readonly (readonly number[])[] | undefined => {
    if ('groups' in pairing) return (pairing as Grouped).groups;
    if (unforced?.state !== state) unforced = { state, groups: solve(state)?.groups };
    return unforced.groups;
  };
  const score = (_state: SwissState, p: SwissPlayer): number => metrics().metrics[p.index]!.score;
  return {
    state: (before: Tournament) => {
      bs = buildBursteinState(before);
      return bs.base;
    },
    solve,
    vector: (state, pairing) => bursteinCriterionVector(metrics(), state, pairing, groupsOf(state, pairing)),
    difference: (state, actual, alt, actualVector) => {
      const groups = groupsOf(state, actual);
      return groups === undefined ? firstDifference(actualVector, bursteinCriterionVector(metrics(), state, alt)) : bursteinProcedureDifference(metrics(), state, actual, alt, groups, actualVector);
    },
    cite: (key) => (key === 'C1' || key === 'C2' || key === 'C3' || key === 'C4' ? `C.04.4.2 with C.04.3 ${key}` : `C.04.4.2, ${key}`),
    worse: (a: CriterionValue, b: CriterionValue, ctx) => {
      const n = Math.abs((b.value[0] ?? 0) - (a.value[0] ?? 0));
      if (a.key === 'floaters') return 'need a player to float further than the next score group, or two players to float from one group (the procedure would have to merge score groups)';
      if (a.key === 'pairs in score groups') return `make ${n} ${n === 1 ? 'pair' : 'pairs'} fewer inside a score group (more players floating)`;
      return `leave ${n} more ${n === 1 ? 'pair' : 'pairs'} of the ${ctx.points(a.group ?? 0)}-point group without both due colours`;
    },
    score,
    // The Burstein index inside a score group.
    ranksAbove: (_s, p, o) => score(_s, p) > score(_s, o) || (score(_s, p) === score(_s, o) && worseThan(metrics().metrics[o.index]!, metrics().metrics[p.index]!)),
    ranksAboveE5: (_s, p, o) => p.pairingNumber < o.pairingNumber,
    fideRules: { topscorers: false, byeRule: '2017' },
    byeByRule: (state, assignee, c, name) => {
      // bbpPairings' Burstein order: by score, then the Burstein index; the bye goes to the last one who may have it.
      const above = score(state, c) > score(state, assignee) || (score(state, c) === score(state, assignee) && worseThan(metrics().metrics[assignee.index]!, metrics().metrics[c.index]!));
      return above
        ? { player: c.id, opponent: null, verdict: 'worse', rule: 'C.04.4.2 (the bye)', text: `Giving the bye to ${name(c)} instead would give it to a higher-ranked player: the bye goes to the lowest-ranked player who may have it (C.04.4.2, the bye).` }
        : { player: c.id, opponent: null, verdict: 'equal', rule: 'C.04.4.2 (the bye)', text: `${name(c)} ranks below ${name(assignee)} (C.04.4.2, the bye).` };
    },
    force: 'forbid',
    tieBreak: 'the Burstein index decides between equal pairings (the top of the score group meets its bottom)',
    tieRule: 'C.04.4.2, the Burstein index',
    defaultAlternatives: 3,
  };
}

/** The `explain` capability of the Burstein system. */
export const explainBurstein = (t: Tournament, q: ExplainQuestion): ExplainOutcome => explainSwissRound(t, q, bursteinExplainer());

/** The players' phone lines of a paired Burstein round. */
export const phoneLinesBurstein = (t: Tournament, round: number): ReadonlyMap<PlayerId, string> => swissPhoneLines(t, round, bursteinExplainer());
