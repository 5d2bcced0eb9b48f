import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrf, tournamentFromTrf, trfFromTournament, writeTrf } from '../../src/core/trf';
import type { TrfReadResult } from '../../src/core/trf';

/**
 * A file whose points count a pairing-allocated bye (U) as 0 and that says nothing of its value
 * (no BBU, no 162 P, no XXS): bbpPairings refuses it ("The score for player N does not match the
 * game results"); JaVaFo infers the point system from the points column (JaVaFo AUM, "Interpretation
 * extensions") and reads it. Pairwise reads it as JaVaFo does and says what it inferred.
 */
const fixture = readFileSync(join(__dirname, '../fixtures/handmade/club_swiss_u_bye_zero.trf'), 'utf8');

const inferredMessage = 'the file\'s points count a pairing-allocated bye (U) as 0 points; read it so, as JaVaFo does; add `BBU 0.0` to say so';

/** The fixture with these players' points (columns 81-84) replaced. */
const withPoints = (text: string, points: Readonly<Record<number, string>>): string =>
  text.split('\n').map((l) => {
    if (!l.startsWith('001')) return l;
    const p = points[Number(l.slice(4, 8))];
    return p === undefined ? l : l.slice(0, 80) + p.padStart(4) + l.slice(84);
  }).join('\n');

/** The fixture with a record line added after XXC. */
const withRecord = (text: string, record: string): string => text.replace('XXC white1\n', `XXC white1\n${record}\n`);

/** Players 2, 4 and 7 had the U; their points counting it as a win. */
const uAsWin = withPoints(fixture, { 2: '1.5', 4: '2.0', 7: '1.5' });

const ok = (r: TrfReadResult) => {
  if (!r.ok) throw new Error(`line ${r.error.line}, column ${r.error.column}: ${r.error.message}`);
  return r;
};
const refused = (r: TrfReadResult) => {
  if (r.ok) throw new Error('expected the file to be refused');
  return r.error;
};

describe('a pairing-allocated bye the points count as 0, with nothing in the file saying its value', () => {
  it('is read with the bye worth 0, and a warning says so (line of the first player it matters to, column 81)', () => {
    const r = ok(readTrf(fixture));
    expect(r.doc.settings.scoring).toEqual({
      win: 10, draw: 5, loss: 0, forfeitWin: 10, forfeitLoss: 0, pairingAllocatedBye: 0, fullPointBye: 10, halfPointBye: 5, zeroPointBye: 0,
    });
    expect(r.warnings).toEqual([{ line: 12, column: 81, message: inferredMessage, inferred: true }]);
    expect(r.doc.players.map((p) => p.points)).toEqual([20, 5, 10, 10, 15, 25, 5]);
  });

  it('is written back byte for byte, and the event\'s scores count the bye as 0', () => {
    const r = ok(readTrf(fixture));
    expect(writeTrf(r.doc)).toBe(fixture);
    const built = tournamentFromTrf(r.doc, { settings: { system: 'dutch', rules: '2026' } });
    if (!built.ok) throw new Error(built.error.message);
    expect(built.tournament.scoring.pairingAllocatedBye).toBe(0);
    // Export (trfFromTournament with the file as base) states what was inferred, so every program reads it so.
    const exported = writeTrf(trfFromTournament(built.tournament, r.doc));
    expect(exported).toContain('\nBBU  0.0\n');
    expect(exported.replace('BBU  0.0\n', '')).toBe(fixture);
    const back = ok(readTrf(exported));
    expect(back.warnings).toEqual([]);
    expect(back.doc.settings.scoring.pairingAllocatedBye).toBe(0);
  });

  it('a file whose points count the U as a win reads as before: the bye worth a win, no warning', () => {
    const r = ok(readTrf(uAsWin));
    expect(r.doc.settings.scoring.pairingAllocatedBye).toBe(10);
    expect(r.warnings).toEqual([]);
  });

  it('a file that matches neither reading is refused as before, naming the player and line', () => {
    // Player 2 counts the U as half a point.
    const e = refused(readTrf(withPoints(fixture, { 2: '1.0' })));
    expect(e).toMatchObject({ line: 12, column: 81 });
    expect(e.message).toBe('player 2: expected the points the results give in columns 81-84; they list 1.0 points, but the results give 1.5 with win 1.0, draw 0.5, loss 0.0, forfeit win 1.0, forfeit loss 0.0, PAB 1.0, full-point bye 1.0, half-point bye 0.5, zero-point bye 0.0 (the standard values; add BBW/BBD/... or 162 for others)');
  });

  it('a file in which one line counts the U as a win and another as 0 is refused (every line must match one reading)', () => {
    const e = refused(readTrf(withPoints(fixture, { 2: '1.5' })));
    expect(e).toMatchObject({ line: 14, column: 81 });
    expect(e.message).toMatch(/^player 4: .*they list 1\.0 points, but the results give 2\.0 .*PAB 1\.0/);
  });

  it('XXS present: the points are checked strictly against the stated values, nothing inferred (JaVaFo AUM, "Scoring point system")', () => {
    const e = refused(readTrf(withRecord(fixture, 'XXS W=1 D=0.5')));
    expect(e).toMatchObject({ line: 12, column: 81 });
    expect(e.message).toMatch(/PAB 1\.0.*\(from the file's BB\*\/162\/XXS records\)/);
    // XXS that states the bye's value reads it with no warning.
    const stated = ok(readTrf(withRecord(fixture, 'XXS PAB=0')));
    expect(stated.warnings).toEqual([]);
    expect(stated.doc.settings.scoring.pairingAllocatedBye).toBe(0);
  });

  it('BBU or a 162 P that says the bye is worth a win: refused, nothing inferred', () => {
    expect(refused(readTrf(withRecord(fixture, 'BBU  1.0')))).toMatchObject({ line: 12, column: 81 });
    expect(refused(readTrf(withRecord(fixture, '162  P 1.0')))).toMatchObject({ line: 12, column: 81 });
  });

  it('BBU 0.0 or 162 P 0.0 say it: read with no warning', () => {
    for (const record of ['BBU  0.0', '162  P 0.0']) {
      const r = ok(readTrf(withRecord(fixture, record)));
      expect(r.warnings).toEqual([]);
      expect(r.doc.settings.scoring.pairingAllocatedBye).toBe(0);
    }
  });

  it('other point values stated (BBW 3.0, no BBU): the bye read as 0 when the points count it so, not as the 3-point win', () => {
    // 3/1/0: the results give 6.0, 1.0, 3.0, 3.0, 3.0, 7.0, 1.0 with the U worth 0.
    const three = withRecord(withPoints(fixture, { 1: '6.0', 2: '1.0', 3: '3.0', 4: '3.0', 5: '3.0', 6: '7.0', 7: '1.0' }), 'BBW  3.0\nBBD  1.0');
    const r = ok(readTrf(three));
    expect(r.doc.settings.scoring).toMatchObject({ win: 30, draw: 10, pairingAllocatedBye: 0 });
    expect(r.warnings).toEqual([{ line: 12, column: 81, message: inferredMessage, inferred: true }]);
  });

  it('blank points on some lines are filled in with the reading the others match', () => {
    const r = ok(readTrf(withPoints(fixture, { 7: '' })));
    expect(r.doc.settings.scoring.pairingAllocatedBye).toBe(0);
    expect(r.doc.players[6]?.points).toBe(5);
    expect(r.warnings.map((w) => w.message)).toEqual([inferredMessage, 'no points in columns 81-84; using 0.5 from the results']);
  });
});
