import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMutation } from './mutate';
import { trfSeeds, csvSeeds, backupSeeds } from './corpus';
import { checkBackup, checkBackupStore, checkCsv, checkTrf, checkTrfStore } from './properties';
import { fuzzTargets } from './targets';

/**
 * The fuzzing of `npm run fuzz` (test/fuzz/fuzz.script.ts), smaller and with fixed seeds: every
 * mutated real file is read or refused with a located message, never throws, survives write →
 * read when accepted, and (every 25th case) a refused file leaves fake-indexeddb unchanged.
 */
const runs: Readonly<Record<string, number>> = { trf: 900, csv: 800, 'backup-text': 600, 'backup-json': 800 };

describe('hostile input: mutated real files (fixed seeds)', () => {
  for (const [i, target] of fuzzTargets(0).entries()) {
    it(`${target.name}: read or refused with a location, never thrown; nothing partial stored`, async () => {
      const verdicts = { accepted: 0, rejected: 0 };
      let n = 0;
      await fc.assert(
        fc.asyncProperty(target.arb, async (c) => {
          verdicts[target.check(c.text)]++;
          if (n++ % 25 === 0) await target.store(c.text);
        }),
        { seed: 20261122 + i, numRuns: runs[target.name] ?? 500 },
      );
      // Both sides of the property are exercised: mutants that stay readable and ones that do not.
      expect(verdicts.accepted).toBeGreaterThan(20);
      expect(verdicts.rejected).toBeGreaterThan(100);
    });
  }

  it('10 MB files are read or refused (not stored half), one per reader', async () => {
    const grow = (text: string, line: number) => applyMutation(text, { kind: 'grow', line, bytes: 10 * 1024 * 1024 });
    const trf = grow((trfSeeds()[0] as { text: string }).text, 3);
    expect(checkTrf(trf)).toBe('rejected');
    await checkTrfStore(trf);
    const csv = grow((csvSeeds()[0] as { text: string }).text, 3);
    expect(checkCsv(csv).verdict).toBe('rejected'); // one player's row repeated: duplicates
    const backup = grow((backupSeeds()[0] as { text: string }).text, 5);
    expect(checkBackup(backup)).toBe('accepted'); // line 5 ("version": 1) repeated: JSON keeps the last
    await checkBackupStore(backup);
  });
});
