import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTrf, writeTrf } from '../../src/core/trf';
import { canonical, fixture } from './helpers';

const corpus = [
  fixture('dutch_mix1_p014_r07.trf'),
  fixture('dutch_mix3_p036_r09_r06.trf'),
  fixture('burstein_mix4_p051_r10.trf'),
  fixture('tcec_double_p9_r9_s901_r5.trf'),
  fixture('sass_p6_r5_s901_f2_r3.trf'),
];

/** One edit of a text: replace, insert or delete a few characters, or a whole line. */
const edit = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), s: fc.string({ maxLength: 4 }) }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), s: fc.constantFrom(' ', '0', '9', '-', '+', 'w', 'b', '\r', '\n', '\r\n', '=', 'U', 'XXR 0', '162 ', '250 ', '260 001', '240 H 001  001', 'XXA    1', '001    ', '\uFEFF', '\t', '.5') }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), s: fc.constant(''), n: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('line' as const), at: fc.nat(), s: fc.string({ maxLength: 120 }) }),
);
type Edit = { kind: 'replace' | 'insert' | 'delete' | 'line'; at: number; s: string; n?: number };

const apply = (text: string, e: Edit): string => {
  const at = text.length === 0 ? 0 : e.at % text.length;
  switch (e.kind) {
    case 'replace': return text.slice(0, at) + e.s + text.slice(at + e.s.length);
    case 'insert': return text.slice(0, at) + e.s + text.slice(at);
    case 'delete': return text.slice(0, at) + text.slice(at + (e.n ?? 1));
    case 'line': {
      const lines = text.split(/\r\n|\r|\n/);
      lines.splice(e.at % (lines.length + 1), 0, e.s);
      return lines.join('\n');
    }
  }
};

describe('readTrf on mutated corpus text', () => {
  it('never throws; whatever it accepts, writeTrf writes a file it accepts again with the same players', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(fc.constantFrom(...corpus), fc.array(edit, { minLength: 1, maxLength: 4 }), (text, edits) => {
        const mutated = edits.reduce(apply, text);
        const r = readTrf(mutated);
        if (!r.ok) {
          refused++;
          expect(r.error.line).toBeGreaterThanOrEqual(1);
          expect(r.error.line).toBeLessThanOrEqual(mutated.split(/\r\n|\r|\n/).length);
          expect(r.error.column).toBeGreaterThanOrEqual(1);
          expect(r.error.message.length).toBeGreaterThan(0);
          return;
        }
        accepted++;
        // With one line-ending style and no byte-order mark, the text comes back byte for byte.
        const endings = new Set(mutated.match(/\r\n|\r|\n/g) ?? []);
        if (endings.size <= 1 && !mutated.startsWith('\uFEFF')) expect(writeTrf(r.doc)).toBe(mutated);
        for (const doc of [r.doc, canonical(r.doc)]) {
          const again = readTrf(writeTrf(doc));
          if (!again.ok) throw new Error(`re-read failed: ${again.error.line}:${again.error.column} ${again.error.message}`);
          expect(canonical(again.doc).players).toEqual(canonical(r.doc).players);
        }
      }),
      { seed: 20261122, numRuns: 400 },
    );
    // Both sides of the property are exercised (mutations that keep a valid file, and ones that break it).
    console.log(`fuzz: ${accepted} accepted, ${refused} refused`);
    expect(accepted).toBeGreaterThan(40);
    expect(refused).toBeGreaterThan(40);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        const r = readTrf(s);
        expect(typeof r.ok).toBe('boolean');
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});
