import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tenths } from '../../src/core/model';
import type { Tournament } from '../../src/core/model';
import { formatDecimal, formatFraction } from '../../src/core/systems/sass/exactCost';
import { pairSass } from '../../src/core/systems/sass/singleSidedSystem';
import { readTrf, tournamentFromTrf } from '../../src/core/trf';
import { blossomMatcher as matcher } from '../../src/core/systems/sass/blossomMatcher';
import { sassRoundCost, violations } from './validity';

/**
 * The reference corpus (copied from shared/corpus/sass): for each state, `.expected` is the
 * minimum total SASS cost of a valid pairing (or INFEASIBLE); optimal pairings are not unique, so
 * a pairing is right when it is valid and costs the optimum.
 */
const dir = join(__dirname, '../fixtures/sass');
const manifest = readFileSync(join(dir, 'manifest.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => {
    const [, name, round, trf, expected, args, notes] = l.split('\t');
    const factor = /--score-factor\s+(\S+)/.exec(args ?? '')?.[1] ?? '2';
    return { name: `${name} r${round}`, trf: trf as string, expected: expected as string, factor: Number(factor), notes: notes ?? '' };
  });

const load = (file: string, scoreFactor: number): Tournament => {
  const read = readTrf(readFileSync(join(dir, file), 'utf8'));
  if (!read.ok) throw new Error(`cannot read ${file}`);
  const built = tournamentFromTrf(read.doc, {
    settings: { system: 'sass', model: 'sass', scoreFactor, byeScore: tenths(0) },
    gamesPerRound: 1,
  });
  if (!built.ok) throw new Error(`cannot build ${file}`);
  return built.tournament;
};

describe('SASS reference corpus', () => {
  it('has the 54 states of the manifest', () => {
    expect(manifest).toHaveLength(54);
  });

  it.each(manifest)('$name: a valid pairing at the optimum cost', ({ trf, expected, factor }) => {
    const t = load(trf, factor);
    const want = readFileSync(join(dir, expected), 'utf8').trim();
    const r = pairSass(t, matcher);
    if (want === 'INFEASIBLE') {
      expect(r.ok ? 'paired' : r.reason).toBe('no-valid-pairing');
      return;
    }
    if (!r.ok) throw new Error(r.detail);
    expect(violations(t, r.round, 'sass')).toEqual([]);
    // the engine's exact total agrees with an independent recomputation of the round's cost
    const [num, den] = sassRoundCost(t, r.round, factor, 1);
    expect(BigInt(num) * r.totalCost.denominator).toBe(r.totalCost.numerator * BigInt(den));
    expect(Math.abs(Number(r.totalCost.numerator) / Number(r.totalCost.denominator) - Number(want))).toBeLessThan(1e-6);
    expect(formatDecimal(r.totalCost)).toBe(want);
    expect(formatFraction(r.totalCost)).toMatch(/^\d+(\/\d+)?$/);
  });
});
