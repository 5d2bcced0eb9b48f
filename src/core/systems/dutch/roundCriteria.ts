import type { SwissPlayer, SwissState } from '../fide/history';
import { acceleratedScore } from '../fide/history';
import { firstDifference, type CriterionValue, type CriterionVector, type FirstDifference } from '../fide/criterionVector';
import { maxWeightMatching, type WeightedEdge } from '../../matching';
import { C10, C11, C12, C13, colourCriteria, compatible, floatOf, type Float, type PairingResult } from './criteria';

/**
 * The quality of a whole Dutch round as the rules judge it (C.04.3 C5-C21, 2026 numbering as the
 * keys), computed from the pairing alone, never from the engine: the explanation compares two
 * such vectors, the round as paired and the round re-solved with another pair forced, and the
 * first criterion where they differ is the answer.
 *
 * The brackets follow from the pairing: from the top score group down, a bracket is the score
 * group's residents plus the players who came down to it (MDPs); a pair of two of its players is
 * paired in it, the others float down to the next bracket. The criteria of the first bracket come
 * before those of the second, as the procedure pairs the brackets in turn (C.04.3 B: "the
 * brackets are paired in order, from the top"), after the round's own criteria (C4 completion, C5
 * the bye assignee's score).
 *
 * Measured as bbpPairings 6.0 weighs them, field by field (README "How a round is paired"), so the
 * vector orders pairings exactly as the engine does; the property test checks it against brute
 * force. In each bracket:
 * - C6 the pairs made in it (fewer downfloaters);
 * - C7 the scores paired: per score group, from the top, the pairs whose higher player has that score;
 * - C8 the next bracket's C6 and C7 (the downfloaters chosen so that it pairs as well as it can);
 * - C9 the PAB assignee's games played, in the brackets at or below his score;
 * - C10-C13 the pairs that break a colour criterion;
 * - C14-C17 repeated floats one and two rounds back; C18-C21 the scores of those floaters.
 * The 2017 rules keep the same measures under their own numbers (C5-C19); see `rules2017Key`.
 */
export interface Bracket {
  /** Score (with acceleration) of the bracket's residents. */
  readonly score: number;
  readonly members: readonly SwissPlayer[];
  /** Pairs made in the bracket, [higher, lower] by the pairing order (A.2: score, then pairing number). */
  readonly pairs: readonly (readonly [SwissPlayer, SwissPlayer])[];
  /** Members not paired in it: they float down (or, in the last bracket, have the bye). */
  readonly floaters: readonly SwissPlayer[];
  /**
   * The 2017 rules' other route (C.04.3 (2017) A.9): 'ppb' the Penultimate Pairing Bracket, re-paired
   * so that the round can be completed (C4); 'clb' the Collapsed Last Bracket, its downfloaters and
   * every player scoring less, paired as one bracket. Absent: a bracket of one score group.
   */
  readonly route?: 'ppb' | 'clb';
}

export interface DutchRound {
  readonly state: SwissState;
  readonly acc: (p: SwissPlayer) => number;
  /** The players to pair in pairing order (A.2). */
  readonly sorted: readonly SwissPlayer[];
  /** Distinct scores, highest first. */
  readonly groups: readonly number[];
  readonly brackets: readonly Bracket[];
  readonly partner: ReadonlyMap<number, number>;
  readonly bye: SwissPlayer | null;
}

/**
 * The brackets of a paired round, from the pairing (see `Bracket`). `collapse` (the 2017 rules): the
 * score of the Penultimate Pairing Bracket's residents when the procedure took that route (A.9, as
 * the engine reports it: `Trace2017`); the players scoring less are then one bracket, the CLB.
 */
export function dutchRound(state: SwissState, result: Extract<PairingResult, { ok: true }>, collapse: number | null = null): DutchRound {
  const accOf = state.players.map((p) => acceleratedScore(state, p));
  const acc = (p: SwissPlayer): number => accOf[p.index]!;
  const sorted = state.players.filter((p) => p.toBePaired).sort((a, b) => acc(b) - acc(a) || a.pairingNumber - b.pairingNumber);
  const rank = new Map<number, number>();
  sorted.forEach((p, i) => rank.set(p.index, i));
  const partner = new Map<number, number>();
  for (const [a, b] of result.pairs) {
    partner.set(a, b);
    partner.set(b, a);
  }
  const groups = [...new Set(sorted.map(acc))];
  // A bracket's members split into the pairs made inside it (higher-ranked player first) and those
  // paired outside it or not at all (its downfloaters, or the bye).
  const split = (members: readonly SwissPlayer[]): { pairs: [SwissPlayer, SwissPlayer][]; floaters: SwissPlayer[] } => {
    const inside = new Set(members.map((p) => p.index));
    const pairs: [SwissPlayer, SwissPlayer][] = [];
    const floaters: SwissPlayer[] = [];
    for (const p of members) {
      const m = partner.get(p.index);
      if (m !== undefined && inside.has(m)) {
        if (rank.get(p.index)! < rank.get(m)!) pairs.push([p, state.players[m]!]);
      } else {
        floaters.push(p);
      }
    }
    return { pairs, floaters };
  };
  const brackets: Bracket[] = [];
  let carried: SwissPlayer[] = [];
  for (const g of groups) {
    if (collapse !== null && g < collapse) break;
    const members = [...carried, ...sorted.filter((p) => acc(p) === g)];
    const { pairs, floaters } = split(members);
    brackets.push({ score: g, members, pairs, floaters, ...(g === collapse ? { route: 'ppb' as const } : {}) });
    carried = floaters;
  }
  const below = collapse === null ? [] : sorted.filter((p) => acc(p) < collapse);
  if (below.length > 0) {
    // The CLB: the PPB's downfloaters and the collapsed scoregroup, paired as one bracket (A.9).
    const members = [...carried, ...below];
    const { pairs, floaters } = split(members);
    brackets.push({ score: acc(below[0]!), members, pairs, floaters, route: 'clb' });
  }
  return { state, acc, sorted, groups, brackets, partner, bye: result.bye === null ? null : state.players[result.bye]! };
}

/** The criterion vector of a paired round (2026 numbering as keys). */
export function dutchCriterionVector(round: DutchRound, rules: '2026' | '2017'): CriterionVector {
  const { state, acc, groups, brackets, bye } = round;
  const groupIndex = new Map<number, number>();
  groups.forEach((g, i) => groupIndex.set(g, i));
  const perGroup = (): number[] => new Array<number>(groups.length).fill(0);
  const floats: Float[][] = [1, 2].map((back) =>
    state.players.map((p) => (state.playedRounds >= back ? floatOf(state, p, back, acc, rules) : 'none')),
  );
  const out: CriterionValue[] = [];
  // C5 (2026): the PAB assignee's score as low as possible.
  if (bye !== null && rules === '2026') out.push({ key: 'C5', group: null, value: [acc(bye)] });
  const scoresPaired = (b: Bracket): number[] => {
    const v = perGroup();
    for (const [h] of b.pairs) v[groupIndex.get(acc(h))!]!--;
    return v;
  };
  // 2017 C6 (A.8): the pairing score differences, one per pair (the difference of the scores) and
  // one per downfloater (his score less one point below the lowest score in the bracket and the
  // next score group), compared from the largest: a count per difference, largest first.
  const top = groups[0] ?? 0;
  const span = top - (groups[groups.length - 1] ?? 0) + 11;
  const psd = (b: Bracket, k: number): number[] => {
    const v = new Array<number>(span).fill(0);
    // A bracket's lowest score as bbpPairings 5 takes it: the next score group's, which it pairs
    // along; the PPB and the CLB are paired along with every player left, so the lowest of all.
    const low = b.route !== undefined ? groups[groups.length - 1]! : groups[k + 1] ?? groups[k]!;
    const at = (d: number): void => {
      v[span - 1 - d]!++;
    };
    for (const [h, l] of b.pairs) at(acc(h) - acc(l));
    for (const f of b.floaters) at(acc(f) - low + 10);
    return v;
  };
  // 2017 C7, as bbpPairings 5 weighs it: after the next bracket's pairs, the scores of this
  // bracket's players who are paired in neither bracket (they float on), largest first.
  const floatingOn = (b: Bracket, pairedNext: ReadonlySet<number>, k: number): number[] => {
    const v = new Array<number>(span).fill(0);
    const low = groups[k + 1]!;
    for (const f of b.floaters) if (!pairedNext.has(f.index)) v[span - 1 - (acc(f) - low + 10)]!++;
    return v;
  };
  // What 2017 C7 sees of the following bracket: the pairs it can make with this bracket's
  // downfloaters. A bracket paired in its turn makes them (its own C5 and C6), so they are its
  // pairs; the PPB is re-paired so that the round can be completed (C4), and may make fewer than
  // the bracket above it saw when it chose its downfloaters (it knew nothing of the collapse):
  // for it, the most pairs the following bracket could make, its MDPs of higher scores first.
  const foreseen = (b: Bracket, next: Bracket): { readonly pairs: number; readonly paired: ReadonlySet<number> } => {
    if (next.route !== 'ppb') return { pairs: next.pairs.length, paired: new Set(next.pairs.flat().map((p) => p.index)) };
    return followingBracketOutlook(state, acc, b.floaters, next.members.filter((p) => !b.floaters.includes(p)));
  };
  const scoreQuality = rules === '2026' ? (b: Bracket): number[] => scoresPaired(b) : psd;
  // 2017 C16-C19 ("minimize the score differences of players who receive the same downfloat /
  // upfloat as …"), as bbpPairings 5 weighs them: A.8's score differences, each such downfloater
  // counted with the difference of the pair he is paired down in, or as a downfloater of the
  // bracket when he floats on; each such upfloater with the difference of his pair. Counts per
  // difference, largest first. In a bracket of one score group the differences follow from the
  // floaters' scores; in the CLB, which holds several, they do not.
  const repeatedDifferences = (b: Bracket, k: number, f: readonly Float[]): [number[], number[]] => {
    const down = new Array<number>(span).fill(0);
    const up = new Array<number>(span).fill(0);
    const low = b.route !== undefined ? groups[groups.length - 1]! : groups[k + 1] ?? groups[k]!;
    for (const [h, l] of b.pairs) {
      if (acc(h) <= acc(l)) continue;
      if (f[h.index] === 'down') down[span - 1 - (acc(h) - acc(l))]!++;
      if (f[l.index] === 'up') up[span - 1 - (acc(h) - acc(l))]!++;
    }
    for (const x of b.floaters) if (f[x.index] === 'down') down[span - 1 - (acc(x) - low + 10)]!++;
    return [down, up];
  };
  brackets.forEach((b, k) => {
    const g = b.score;
    out.push({ key: 'C6', group: g, value: [-b.pairs.length] });
    out.push({ key: 'C7', group: g, value: scoreQuality(b, k) });
    const next = brackets[k + 1];
    // 2017 C7 looks at the following bracket only "if the current bracket is neither the PPB nor the CLB".
    const looksAhead = next !== undefined && b.route === undefined;
    if (!looksAhead) out.push({ key: 'C8', group: g, value: [] });
    else if (rules === '2026') out.push({ key: 'C8', group: g, value: [-next.pairs.length, ...scoresPaired(next)] });
    else {
      const seen = foreseen(b, next);
      out.push({ key: 'C8', group: g, value: [-seen.pairs, ...floatingOn(b, seen.paired, k)] });
    }
    if (rules === '2026') out.push({ key: 'C9', group: g, value: bye !== null && g <= acc(bye) ? [-bye.playedGames] : [] });
    const colour = [0, 0, 0, 0];
    for (const [h, l] of b.pairs) {
      const met = colourCriteria(l, h);
      [C10, C11, C12, C13].forEach((bit, i) => {
        if (!(met & bit)) colour[i]!++;
      });
    }
    ['C10', 'C11', 'C12', 'C13'].forEach((key, i) => out.push({ key, group: g, value: [colour[i]!] }));
    const repeatedScores: number[][] = [];
    for (let back = 1; back <= 2; back++) {
      if (state.playedRounds < back) continue;
      const f = floats[back - 1]!;
      // C14/C16: paired players who floated down before (so fewer float down again), as weighed:
      // the lower of each pair, and the higher when not an MDP.
      let downPaired = 0;
      let upAgain = 0;
      const downScores = perGroup();
      const upScores = perGroup();
      for (const [h, l] of b.pairs) {
        if (f[l.index] === 'down') downPaired++;
        if (acc(h) <= acc(l) && f[h.index] === 'down') downPaired++;
        if (acc(h) > acc(l) && f[l.index] === 'up') {
          upAgain++;
          upScores[groupIndex.get(acc(h))!]!++;
        }
        if (f[l.index] === 'down') downScores[groupIndex.get(acc(l))!]!--;
        if (f[h.index] === 'down') downScores[groupIndex.get(acc(h))!]!--;
      }
      out.push({ key: back === 1 ? 'C14' : 'C16', group: g, value: [-downPaired] });
      out.push({ key: back === 1 ? 'C15' : 'C17', group: g, value: [upAgain] });
      if (rules === '2017') repeatedScores.push(...repeatedDifferences(b, k, f));
      else repeatedScores.push(downScores, upScores);
    }
    ['C18', 'C19', 'C20', 'C21'].slice(0, repeatedScores.length).forEach((key, i) => out.push({ key, group: g, value: repeatedScores[i]! }));
  });
  // C14 comes before C16 in the rules: put each bracket's float fields in the rules' order.
  return orderFloatFields(out);
}

const samePairs = (a: Bracket, b: Bracket): boolean => {
  const key = (x: Bracket): string => x.pairs.map(([h, l]) => `${h.index}-${l.index}`).sort().join(' ');
  return a.pairs.length === b.pairs.length && key(a) === key(b);
};

/**
 * Where the 2017 procedure tells two rounds of one state apart: `actual` the round on record
 * (`collapse` its PPB's score, A.9), `alt` one re-solved with another pair forced. The procedure
 * pairs a bracket once, by its own criteria (C4-C19, C7 looking at the following bracket), breaks
 * a tie by the order in which it generates candidates (B.2-B.6, D), and leaves what remains to the
 * brackets below. So the two are told apart in the first bracket they pair differently, and there
 * only: a difference further down, after a tie, is the tie break's doing, and the two rounds are
 * equal for the rules (null, as when nothing differs). That bracket of `alt` is judged as an
 * option of the procedure that paired `actual`: in the brackets of `actual`'s route (a PPB does not
 * look ahead, C7, and measures its downfloaters as it is paired, with everyone left). The index is
 * into `actualVector` (`dutchCriterionVector` of `actual` with `collapse`).
 */
export function procedureDifference2017(
  state: SwissState,
  actual: Extract<PairingResult, { ok: true }>,
  alt: Extract<PairingResult, { ok: true }>,
  collapse: number | null,
  actualVector: CriterionVector,
): FirstDifference | null {
  const a = dutchRound(state, actual, collapse);
  const b = dutchRound(state, alt, collapse);
  const k = a.brackets.findIndex((x, i) => !samePairs(x, b.brackets[i]!));
  if (k < 0) return null;
  const altVector = dutchCriterionVector(b, '2017');
  const score = a.brackets[k]!.score;
  const ia = actualVector.flatMap((c, i) => (c.group === score ? [i] : []));
  const d = firstDifference(ia.map((i) => actualVector[i]!), altVector.filter((c) => c.group === score));
  return d === null ? null : { index: ia[d.index]!, better: d.better };
}

/**
 * The pairs a following bracket can make with a bracket's downfloaters `mdps` and its residents:
 * as many as possible, then the MDPs of the highest scores paired (C.04.3 (2017) C7 "maximize the
 * number of pairs and then minimize the PSD … in the following bracket"), by a maximum-weight
 * matching: a pair weighs more than all MDP bonuses together, an MDP's bonus more than those of
 * all lower-scored MDPs together.
 */
function followingBracketOutlook(state: SwissState, acc: (p: SwissPlayer) => number, mdps: readonly SwissPlayer[], residents: readonly SwissPlayer[]): { readonly pairs: number; readonly paired: ReadonlySet<number> } {
  const players = [...mdps, ...residents];
  const levels = [...new Set(mdps.map(acc))].sort((a, b) => a - b);
  const base = BigInt(mdps.length + 1);
  const bonus = (i: number): bigint => (i < mdps.length ? base ** BigInt(levels.indexOf(acc(mdps[i]!))) : 0n);
  const pairWeight = base ** BigInt(levels.length + 1);
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < players.length; i++) {
    // Two MDPs meeting is a pair of the bracket above, not one of the following bracket.
    for (let j = Math.max(i + 1, mdps.length); j < players.length; j++) {
      if (compatible(state, players[i]!, players[j]!, acc)) edges.push([i, j, pairWeight + bonus(i) + bonus(j)]);
    }
  }
  const mate = maxWeightMatching(players.length, edges);
  const paired = new Set<number>();
  let pairs = 0;
  mate.forEach((m, i) => {
    if (m < 0) return;
    paired.add(players[i]!.index);
    if (i < m) pairs++;
  });
  return { pairs, paired };
}

const floatOrder = ['C14', 'C15', 'C16', 'C17', 'C18', 'C19', 'C20', 'C21'];

function orderFloatFields(v: readonly CriterionValue[]): CriterionVector {
  const out: CriterionValue[] = [];
  let i = 0;
  while (i < v.length) {
    if (!floatOrder.includes(v[i]!.key)) {
      out.push(v[i]!);
      i++;
      continue;
    }
    const run: CriterionValue[] = [];
    while (i < v.length && floatOrder.includes(v[i]!.key)) run.push(v[i++]!);
    run.sort((a, b) => floatOrder.indexOf(a.key) - floatOrder.indexOf(b.key));
    out.push(...run);
  }
  return out;
}

/**
 * The 2017 text's number of a criterion (C.04.3 as in force until 31 January 2026): C4 completion;
 * no bye-score or unplayed-games criterion (C5, C9 of 2026); C6-C8 become C5-C7, C10-C21 become C8-C19.
 */
export const rules2017Key = (key2026: string): string => {
  const n = Number(key2026.slice(1));
  if (n <= 4) return key2026;
  if (n <= 8) return `C${n - 1}`;
  return `C${n - 2}`;
};
