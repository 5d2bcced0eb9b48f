import { describe, expect, it } from 'vitest';
import { chessScoring } from '../../src/core/model';
import { readTrf, writeTrf } from '../../src/core/trf';
import type { TrfReadResult } from '../../src/core/trf';

const two = [
  '012 Settings',
  '001    1      One                               2000                             1.0    1     2 w 1',
  '001    2      Two                               1900                             0.0    2     1 b 0',
];
const ok = (r: TrfReadResult) => {
  if (!r.ok) throw new Error(`${r.error.line}:${r.error.column} ${r.error.message}`);
  return r;
};

describe('settings records', () => {
  it('defaults: chess scoring, no rounds, no colour', () => {
    const { doc } = ok(readTrf(two.join('\n')));
    expect(doc.settings.scoring).toEqual(chessScoring);
    expect(doc.settings.scoringGiven).toBe(false);
    expect(doc.settings.totalRounds).toBeUndefined();
    expect(doc.settings.initialColour).toBeUndefined();
    expect(doc.settings.name).toBe('Settings');
  });

  it('TRF-2026 142 / 152 / 192 and JaVaFo XXC rank black1', () => {
    const { doc } = ok(readTrf([...two, '142 9', '152 B', '192 FIDE_DUTCH_2025', 'XXC rank'].join('\n')));
    expect(doc.settings).toMatchObject({ totalRounds: 9, initialColour: 'black', system: 'FIDE_DUTCH_2025', pairByRank: true });
  });

  it('BB* values: BBU defaults to BBW, BBF and BBZ apart', () => {
    const lines = [...two, 'BBW  2.0', 'BBD  1.0', 'BBL  0.5', 'BBZ  0.2', 'BBF  0.1'];
    lines[1] = lines[1]?.replace(' 1.0    1', ' 2.0    1') ?? '';
    lines[2] = lines[2]?.replace(' 0.0    2', ' 0.5    2') ?? '';
    const { doc } = ok(readTrf(lines.join('\n')));
    expect(doc.settings.scoring).toEqual({
      win: 20, draw: 10, loss: 5, forfeitWin: 20, forfeitLoss: 1, pairingAllocatedBye: 20, fullPointBye: 20, halfPointBye: 10, zeroPointBye: 2,
    });
  });

  it('XXS CODE=VALUE, last one wins', () => {
    const { doc } = ok(readTrf([...two, 'XXS W=3 D=1', 'XXS PAB=1 FL=0 W=1'].join('\n')));
    expect(doc.settings.scoring).toMatchObject({ win: 10, draw: 10, pairingAllocatedBye: 10, halfPointBye: 10 });
  });

  it('blank points are filled in from the results, with a warning', () => {
    const lines = [...two];
    lines[1] = (lines[1] ?? '').slice(0, 80) + '    ' + (lines[1] ?? '').slice(84);
    const r = ok(readTrf(lines.join('\n')));
    expect(r.doc.players[0]?.points).toBe(10);
    expect(r.warnings).toEqual([expect.objectContaining({ line: 2, column: 81 })]);
    expect(writeTrf(r.doc).split('\n')[1]).toBe(two[1]);
  });

  it('a UTF-8 byte-order mark is dropped', () => {
    expect(ok(readTrf('\uFEFF' + two.join('\n'))).doc.players).toHaveLength(2);
  });

  it('two pairing-allocated byes in one round are accepted with a warning', () => {
    const lines = [
      '001    1      One                               2000                             1.0    1  0000 - U',
      '001    2      Two                               1900                             1.0    2  0000 - U',
    ];
    const r = ok(readTrf(lines.join('\n')));
    expect(r.warnings).toEqual([expect.objectContaining({ line: 2, column: 99 })]);
  });

  it('lower-case letter codes are read as upper case and written back as read', () => {
    const lines = [
      '001    1      One                               2000                             1.0    1     2 w w  0000 - h',
      '001    2      Two                               1900                             0.5    2     1 b l  0000 - h',
    ];
    const r = ok(readTrf(lines.join('\n')));
    expect(r.doc.players[0]?.rounds.map((e) => e.result)).toEqual(['W', 'H']);
    expect(writeTrf(r.doc)).toBe(lines.join('\n'));
  });
});
