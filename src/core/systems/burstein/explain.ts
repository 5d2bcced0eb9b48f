import type { ExplainOutcome, ExplainQuestion, PlayerId, Tournament } from '../../model';
import type { SwissPlayer, SwissState } from '../fide/history';
import type { CriterionValue, CriterionVector } from '../fide/criterionVector';
import { explainSwissRound, swissPhoneLines, type IndexPairing, type SwissExplainer } from '../fide/explainSwiss';
import { buildBursteinState, pairBursteinState, type BursteinState } from './burstein';
import { worseThan } from './metricScores';

/**
 * "Why these two?" for the Burstein system (C.04.4.2, as bbpPairings 6.0 pairs it). The engine is
 * used only as "pair this state"; a forced pair is written into the state as forbidden pairs.
 *
 * The criteria, as the procedure weighs them: the bye first (the lowest-ranked player who may have
 * it), then as many pairs inside score groups as the round allows, then in each score group from
 * the top as many pairs whose due colours can both be granted; among equal pairings the Burstein
 * index decides (the top of the group meets its bottom: Sonneborn-Berger, Buchholz, median, the
 * pairing number).
 */
export function bursteinCriterionVector(bs: BursteinState, state: SwissState, pairing: IndexPairing): CriterionVector {
  const score = (i: number): number => bs.metrics[i]!.score;
  const groups = [...new Set(state.players.filter((p) => p.toBePaired).map((p) => score(p.index)))].sort((a, b) => b - a);
  let inGroup = 0;
  const colours = new Map<number, number>(groups.map((g) => [g, 0]));
  for (const [a, b] of pairing.pairs) {
    if (score(a) !== score(b)) continue;
    inGroup++;
    const pa = state.players[a]!.colourPreference;
    const pb = state.players[b]!.colourPreference;
    if (pa === null || pb === null || pa !== pb) colours.set(score(a), colours.get(score(a))! + 1);
  }
  return [
    { key: 'pairs in score groups', group: null, value: [-inGroup] },
    ...groups.map((g): CriterionValue => ({ key: 'colours', group: g, value: [-colours.get(g)!] })),
  ];
}

/** The Burstein explainer for one tournament (it keeps the Burstein indices of the round asked about). */
function bursteinExplainer(): SwissExplainer {
  let bs: BursteinState | null = null;
  const metrics = (): BursteinState => {
    if (bs === null) throw new Error('the Burstein state is read first');
    return bs;
  };
  const score = (_state: SwissState, p: SwissPlayer): number => metrics().metrics[p.index]!.score;
  return {
    state: (before: Tournament) => {
      bs = buildBursteinState(before);
      return bs.base;
    },
    solve: (state) => {
      const r = pairBursteinState({ ...metrics(), base: state });
      return r.ok ? { pairs: r.pairs, bye: r.bye } : null;
    },
    vector: (state, pairing) => bursteinCriterionVector(metrics(), state, pairing),
    cite: (key) => (key === 'C1' || key === 'C2' || key === 'C3' || key === 'C4' ? `C.04.4.2 with C.04.3 ${key}` : `C.04.4.2, ${key}`),
    worse: (a: CriterionValue, b: CriterionValue, ctx) => {
      const n = Math.abs((b.value[0] ?? 0) - (a.value[0] ?? 0));
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
