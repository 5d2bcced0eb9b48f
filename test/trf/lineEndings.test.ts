import { describe, expect, it } from 'vitest';
import { readTrf, writeTrf } from '../../src/core/trf';
import { fixture } from './helpers';

const lf = fixture('tcec_single_p8_r7_s901_r4.trf');
const variants = { CR: '\r', LF: '\n', CRLF: '\r\n' } as const;

describe('line endings', () => {
  it('the corpus uses CR in whole-tournament files and LF in state files', () => {
    expect(fixture('dutch_mix1_p014_r07.trf')).toMatch(/\r/);
    expect(fixture('dutch_mix1_p014_r07.trf')).not.toMatch(/\n/);
    expect(lf).not.toMatch(/\r/);
  });

  const base = readTrf(lf);
  if (!base.ok) throw new Error(base.error.message);

  for (const [label, ending] of Object.entries(variants)) {
    it(`reads ${label} the same as LF and writes ${label} back`, () => {
      const text = lf.replace(/\n/g, ending);
      const r = readTrf(text);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.doc.lineEnding).toBe(ending);
      expect(r.doc.players).toEqual(base.doc.players.map((p) => ({ ...p, source: p.source })));
      expect(r.doc.records).toEqual(base.doc.records);
      expect(writeTrf(r.doc)).toBe(text);
    });
  }

  it('accepts a file without a final line ending and keeps it that way', () => {
    const text = lf.replace(/\n$/, '');
    const r = readTrf(text);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.doc.finalLineEnding).toBe(false);
    expect(writeTrf(r.doc)).toBe(text);
  });

  it('empty text and blank lines survive', () => {
    for (const text of ['', '\n', '\r\n\r\n', '\r', '012 x', '012 x\r\r']) {
      const r = readTrf(text);
      if (!r.ok) throw new Error(r.error.message);
      expect(writeTrf(r.doc)).toBe(text);
    }
  });

  it('errors count lines the same whatever the line ending', () => {
    for (const ending of Object.values(variants)) {
      const broken = lf.replace('XXR 7', 'XXR seven').replace(/\n/g, ending);
      const r = readTrf(broken);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ line: 10, column: 5 });
    }
  });
});
