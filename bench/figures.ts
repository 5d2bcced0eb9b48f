/**
 * One performance figure of the project, as a bench returns it; `npm run bench` prints every
 * figure of the benches it ran in one table (figureTable), with the target beside it where an
 * issue gives one.
 */
export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** `max`: the value must stay below it (a time); `min`: reach at least it (a speed-up). */
  readonly target?: { readonly max: number } | { readonly min: number };
  /** A short remark printed beside the value (e.g. "identical to bbpPairings"). */
  readonly note?: string;
}

/** A bench: runs, prints what it likes, and returns its figures (a bench with none returns []). */
export type Bench = () => readonly Figure[] | void | Promise<readonly Figure[] | void>;

const digits = (v: number): string => (Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(2));

export const targetText = (f: Figure): string =>
  f.target === undefined ? '' : 'max' in f.target ? `< ${Number(f.target.max.toPrecision(3))} ${f.unit}` : `>= ${Number(f.target.min.toPrecision(3))} ${f.unit}`;

/** Whether a figure meets its target; undefined with no target, or with no measurement (NaN: nothing to measure, e.g. no key fell in a pairing shorter than the typing interval). */
export const targetMet = (f: Figure): boolean | undefined =>
  f.target === undefined || Number.isNaN(f.value) ? undefined : 'max' in f.target ? f.value < f.target.max : f.value >= f.target.min;

/** A Markdown table: bench | figure | value | target | met. */
export const figureTable = (figures: readonly (Figure & { readonly bench: string })[]): string => {
  const rows = [
    ['bench', 'figure', 'value', 'target', 'met', 'note'],
    ...figures.map((f) => {
      const met = targetMet(f);
      const value = Number.isNaN(f.value) ? 'not measured' : `${digits(f.value)} ${f.unit}`;
      return [f.bench, f.name, value, targetText(f), met === undefined ? '' : met ? 'yes' : 'NO', f.note ?? ''];
    }),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: readonly string[]): string => `| ${r.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  return [line(rows[0]!), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n');
};
