import { describe, expect, it } from 'vitest';
import { readTrf, writeTrf } from '../../src/core/trf';
import { canonical, fixture, fixtureNames, playerLines } from './helpers';

describe('readTrf → writeTrf round trip on corpus fixtures', () => {
  it('has fixtures from every family', () => {
    for (const family of ['dutch_', 'dutch2017_', 'burstein_', 'bench_', 'tcec_single_', 'tcec_double_', 'sass_']) {
      expect(fixtureNames.some((n) => n.startsWith(family)), family).toBe(true);
    }
  });

  for (const name of fixtureNames) {
    it(`${name}: every 001 line comes back byte-identical when formatted from the fields`, () => {
      const text = fixture(name);
      const r = readTrf(text);
      if (!r.ok) throw new Error(`${r.error.line}:${r.error.column} ${r.error.message}`);
      expect(r.warnings).toEqual([]);
      expect(playerLines(writeTrf(canonical(r.doc)))).toEqual(playerLines(text));
    });

    it(`${name}: the whole file comes back byte-identical (header records, order, line endings)`, () => {
      const text = fixture(name);
      const r = readTrf(text);
      if (!r.ok) throw new Error(r.error.message);
      expect(writeTrf(r.doc)).toBe(text);
      expect(writeTrf(canonical(r.doc))).toBe(text);
    });
  }

  it('keeps a non-canonical but valid layout verbatim while the fields are unchanged', () => {
    // FIDE id left-aligned and title left-aligned: both valid TRF-16, neither what the formatter writes.
    const line = '001    1 mGM  Kasparov, Garry                   2812 RUS 4100018     1963/04/13  1.0    1     2 w 1';
    const other = '001    2      Other, Player                     2000                             0.0    2     1 b 0';
    const text = `012 Test\n${line}\n${other}\n`;
    const r = readTrf(text);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.doc.players[0]?.title).toBe('GM');
    expect(r.doc.players[0]?.fideId).toBe('4100018');
    expect(writeTrf(r.doc)).toBe(text);
    // Once a field changes, the line is formatted afresh.
    const changed = { ...r.doc, players: r.doc.players.map((p, i) => (i === 0 ? { ...p, rating: 2813 } : p)) };
    const out = writeTrf(changed).split('\n')[1] ?? '';
    expect(out.slice(48, 52)).toBe('2813');
    expect(out.slice(10, 13)).toBe(' GM');
  });
});
