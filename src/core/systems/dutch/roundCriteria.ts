import type { SwissPlayer, SwissState } from '../fide/history';
import { acceleratedScore } from '../fide/history';
import type { CriterionValue, CriterionVector } from '../fide/criterionVector';
import { C10, C11, C12, C13, colourCriteria, floatOf, type Float, type PairingResult } from './criteria';

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

/** The brackets of a paired round, from the pairing (see `Bracket`). */
export function dutchRound(state: SwissState, result: Extract<PairingResult, { ok: true }>): DutchRound {
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
  const brackets: Bracket[] = [];
  let carried: SwissPlayer[] = [];
  for (const g of groups) {
    const members = [...carried, ...sorted.filter((p) => acc(p) === g)];
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
    brackets.push({ score: g, members, pairs, floaters });
    carried = floaters;
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
    const low = groups[k + 1] ?? groups[k]!;
    const at = (d: number): void => {
      v[span - 1 - d]!++;
    };
    for (const [h, l] of b.pairs) at(acc(h) - acc(l));
    for (const f of b.floaters) at(acc(f) - low + 10);
    return v;
  };
  // 2017 C7, as bbpPairings 5 weighs it: after the next bracket's pairs, the scores of this
  // bracket's players who are paired in neither bracket (they float on), largest first.
  const floatingOn = (b: Bracket, next: Bracket, k: number): number[] => {
    const v = new Array<number>(span).fill(0);
    const pairedNext = new Set(next.pairs.flat().map((p) => p.index));
    const low = groups[k + 1]!;
    for (const f of b.floaters) if (!pairedNext.has(f.index)) v[span - 1 - (acc(f) - low + 10)]!++;
    return v;
  };
  const scoreQuality = rules === '2026' ? (b: Bracket): number[] => scoresPaired(b) : psd;
  brackets.forEach((b, k) => {
    const g = b.score;
    out.push({ key: 'C6', group: g, value: [-b.pairs.length] });
    out.push({ key: 'C7', group: g, value: scoreQuality(b, k) });
    const next = brackets[k + 1];
    out.push({ key: 'C8', group: g, value: next === undefined ? [] : [-next.pairs.length, ...(rules === '2026' ? scoresPaired(next) : floatingOn(b, next, k))] });
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
      repeatedScores.push(downScores, upScores);
    }
    ['C18', 'C19', 'C20', 'C21'].slice(0, repeatedScores.length).forEach((key, i) => out.push({ key, group: g, value: repeatedScores[i]! }));
  });
  // C14 comes before C16 in the rules: put each bracket's float fields in the rules' order.
  return orderFloatFields(out);
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
