import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the ESLint config is plain JavaScript, without types.
import { systemIds as configIds } from '../../eslint.config.js';
import { systems } from '../../src/core/systems';

const systemIds = configIds as readonly string[];

/**
 * The registry's rule, enforced (eslint.config.js `systemIdRules`, a `no-restricted-syntax`
 * selector): no code outside src/core/systems compares with a system id or switches on one; it
 * asks the module. Shown to fire on a probe in src/ui and src/db, and not in the systems' folder.
 */
const restricted = async (code: string, filePath: string): Promise<string[]> => {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
};

const probe = `
  import type { SystemSettings } from '../../../core/model';
  export const isDutch = (settings: SystemSettings): boolean => settings.system === 'dutch';
  export const notLadder = (settings: SystemSettings): boolean => 'ladder' != settings.system;
  export const games = (settings: SystemSettings): number => {
    switch (settings.system) {
      case 'double-sided': return 2;
      default: return 1;
    }
  };
`;

describe('the system-id rule', () => {
  it('keeps its list of ids equal to the registry\'s', () => {
    expect([...systemIds].sort()).toEqual(Object.keys(systems).sort());
    // The selector puts the ids in a regular expression as they are.
    for (const id of systemIds) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('fires on a comparison with a system id, either way round, and on a case of one, in src/ui', async () => {
    const messages = await restricted(probe, 'src/ui/features/example/Example.tsx');
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/no comparison with a system id outside src\/core\/systems/);
    expect(messages[2]).toMatch(/no switch on the system id outside src\/core\/systems/);
  });

  it('fires in src/db, src/worker and src/cli too', async () => {
    for (const file of ['src/db/example.ts', 'src/worker/example.ts', 'src/cli/example.ts']) {
      expect(await restricted(`export const f = (s: { system: string }): boolean => s.system === 'burstein';\n`, file), file).toHaveLength(1);
    }
  });

  it('does not fire inside src/core/systems, nor on a comparison of two settings\' systems', async () => {
    expect(await restricted(probe, 'src/core/systems/example/index.ts')).toEqual([]);
    expect(await restricted(`export const same = (a: { system: string }, b: { system: string }): boolean => a.system === b.system;\n`, 'src/ui/features/example/Example.tsx')).toEqual([]);
  });

  it('leaves the HTML-sink rules in force beside it, in src/ui and in src/core/systems', async () => {
    const sink = `export const f = (e: { innerHTML: string }): void => { e.innerHTML = 'x'; };\n`;
    expect(await restricted(sink, 'src/ui/features/example/Example.tsx')).toEqual([expect.stringMatching(/no innerHTML/)]);
    expect(await restricted(sink, 'src/core/systems/example/index.ts')).toEqual([expect.stringMatching(/no innerHTML/)]);
  });
});
