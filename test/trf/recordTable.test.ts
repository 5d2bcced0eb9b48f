import { describe, expect, it } from 'vitest';
import { readerOf, trfRecordTable, writtenEntryOf } from '../../src/core/trf/recordTable';

/*
 * The record table (recordTable.ts): a line's code decides its reader and the setting it is
 * written with, so a code in two entries would be read by one and written by the other.
 */
describe('the TRF record table', () => {
  const codes = trfRecordTable.flatMap((e) => e.records.map((r) => r.code));

  it('names each record code once, three characters each (columns 1-3)', () => {
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^[0-9A-Z]{3}$/);
  });

  it('names each setting once', () => {
    const settings = trfRecordTable.map((e) => e.setting);
    expect(new Set(settings).size).toBe(settings.length);
  });

  it('reads every settings record of TRF-16 (with TRF(x), TRF(bx)) and TRF-2026 the reader knows', () => {
    for (const c of ['XXR', '142', 'XXC', '152', 'BBW', 'BBD', 'BBL', 'BBZ', 'BBF', 'BBU', '162', 'XXS', 'XXA', '250', 'XXP', '260', '240', 'XXZ', '192', 'PWS', '202', '212', '299', 'PWR', 'PWW', '012', '092', '172', '182', '013', '310', '320', '330']) {
      expect(readerOf.has(c), c).toBe(true);
    }
  });

  it('writes each setting in its TRF-16 and TRF-2026 codes together (a code of one style belongs to the same entry as the other)', () => {
    expect(writtenEntryOf.get('XXR')).toBe(writtenEntryOf.get('142'));
    expect(writtenEntryOf.get('XXC')).toBe(writtenEntryOf.get('152'));
    expect(writtenEntryOf.get('BBW')).toBe(writtenEntryOf.get('162'));
    expect(writtenEntryOf.get('XXA')).toBe(writtenEntryOf.get('250'));
    expect(writtenEntryOf.get('XXZ')).toBe(writtenEntryOf.get('240'));
    // Kept as written: 260, 299, 172/182 and the player section.
    for (const c of ['260', '299', '172', '182', '001', '012']) expect(writtenEntryOf.has(c), c).toBe(false);
  });
});
