import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allSystems } from '../../src/core/systems';

/** The worker's code without its comments (a comment may name a system; code must not). */
const code = (file: string): string =>
  readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('the pairing worker asks the system modules', () => {
  // No code outside src/core/systems switches on the system id: the worker asks the module
  // (`compileAhead`, `checker`, `name`) instead of naming systems itself.
  const dir = 'src/worker';
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => join(dir, f));

  it('names no system id and no system by name in its code', () => {
    const found = files.flatMap((file) => {
      const text = code(file);
      return allSystems.flatMap((m) => [
        ...(new RegExp(`['"\`]${m.id}['"\`]`).test(text) ? [`${file}: '${m.id}'`] : []),
        ...(text.includes(m.name) ? [`${file}: ${m.name}`] : []),
      ]);
    });
    expect(found).toEqual([]);
  });
});
