/**
 * A round's quality as a list of criterion values, each compared in turn: the first one that
 * differs says which of two pairings the rules prefer. Every value is a list of numbers compared
 * lexicographically, lower is better (a quantity the rules maximise is stored negated).
 */
export interface CriterionValue {
  /** The criterion's key, in the system's own terms (the Dutch 2026 numbering: 'C6'). */
  readonly key: string;
  /** The score (tenths) of the bracket or score group it is measured in; null: the whole round. */
  readonly group: number | null;
  readonly value: readonly number[];
}

export type CriterionVector = readonly CriterionValue[];

/** Where two vectors first differ, and which is better there; null when equal. */
export interface FirstDifference {
  readonly index: number;
  /** -1: the first vector is better there; 1: the second is. */
  readonly better: -1 | 1;
}

const compareValues = (a: readonly number[], b: readonly number[]): number => {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
};

/** The first criterion at which `a` and `b` differ (they describe the same round: same keys in the same order). */
export function firstDifference(a: CriterionVector, b: CriterionVector): FirstDifference | null {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i]!.value, b[i]!.value);
    if (c !== 0) return { index: i, better: c < 0 ? -1 : 1 };
  }
  return null;
}

/** -1, 0 or 1 as `a` is better than, equal to or worse than `b`. */
export const compareVectors = (a: CriterionVector, b: CriterionVector): number => {
  const d = firstDifference(a, b);
  return d === null ? 0 : d.better;
};
