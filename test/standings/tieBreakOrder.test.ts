import { describe, expect, it } from 'vitest';
import { createTournament, importTournament, loadSnapshot, loadTournament, setTieBreaks, setUnratedRating } from '../../src/db/repository';
import { parseTieBreak, standingsWith } from '../../src/core/standings';
import { standings } from '../../src/core/systems';
import { freshDb } from '../db/helpers';
import { build, ranked } from './build';

const isCode = (c: string): boolean => parseTieBreak(c) !== null;

describe('the tournament’s tie-break order (repository)', () => {
  it('stores the order in one change with an audit row; the standings follow it; null goes back to the system’s list', async () => {
    const db = freshDb();
    const t = build(4, [['1-2 1-0', '3-4 ='], ['1-3 =', '2-4 1-0']]);
    const id = await importTournament(db, t, 1, 1000);
    if (!id.ok) throw new Error(id.detail);
    expect((await setTieBreaks(db, id.value, ['SB', 'DE', 'WIN'], isCode, 2000)).ok).toBe(true);
    const stored = await loadTournament(db, id.value);
    expect(stored?.tieBreaks).toEqual(['SB', 'DE', 'WIN']);
    expect(ranked(standings(stored ?? t)).rows).toEqual(standingsWith(t, ['SB', 'DE', 'WIN']));
    const audit = await db.audit.where('tournamentId').equals(id.value).toArray();
    expect(audit.map((a) => [a.action, a.detail])).toContainEqual(['tie-breaks', 'SB, DE, WIN']);
    expect((await loadSnapshot(db, id.value))?.row.updatedAt).toBe(2000);

    expect((await setTieBreaks(db, id.value, null, isCode, 3000)).ok).toBe(true);
    expect((await loadTournament(db, id.value))?.tieBreaks).toBeUndefined();
  });

  it('refuses unknown or repeated codes and writes nothing', async () => {
    const db = freshDb();
    const c = await createTournament(db, { name: 'Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 }, 1, 1000);
    if (!c.ok) throw new Error(c.detail);
    const auditBefore = await db.audit.where('tournamentId').equals(c.value).count();
    expect(await setTieBreaks(db, c.value, ['BH', 'XYZ'], isCode, 2000)).toMatchObject({ ok: false, reason: 'invalid-input', detail: '"XYZ" is not a tie-break code.' });
    expect(await setTieBreaks(db, c.value, ['BH', 'BH'], isCode, 2000)).toMatchObject({ ok: false, detail: '"BH" is listed twice.' });
    expect((await loadTournament(db, c.value))?.tieBreaks).toBeUndefined();
    expect(await db.audit.where('tournamentId').equals(c.value).count()).toBe(auditBefore);
  });

  it('an imported tournament keeps the list its TRF gave (record 202)', async () => {
    const db = freshDb();
    const id = await importTournament(db, { ...build(2, [['1-2 =']]), tieBreaks: ['DE', 'BH'] }, 1, 1000);
    if (!id.ok) throw new Error(id.detail);
    expect((await loadTournament(db, id.value))?.tieBreaks).toEqual(['DE', 'BH']);
  });

  it('stores the rating for unrated players (C.07 Art. 10) with an audit row; null clears it; out-of-range is refused', async () => {
    const db = freshDb();
    const t = build(3, [['1-2 1-0', '3 U']], { ratings: [2000, 1800, 0] });
    const id = await importTournament(db, { ...t, tieBreaks: ['ARO'] }, 1, 1000);
    if (!id.ok) throw new Error(id.detail);
    // none: ARO is refused while P3 is unrated
    expect(standings((await loadTournament(db, id.value))!).ok).toBe(false);
    expect((await setUnratedRating(db, id.value, 1400, 2000)).ok).toBe(true);
    const stored = await loadTournament(db, id.value);
    expect(stored?.unratedRating).toBe(1400);
    expect(standings(stored!).ok).toBe(true);
    const audit = await db.audit.where('tournamentId').equals(id.value).toArray();
    expect(audit.map((a) => [a.action, a.detail])).toContainEqual(['unrated-rating', '1400']);
    for (const bad of [0, 4001, 1500.5, Number.NaN]) {
      expect(await setUnratedRating(db, id.value, bad, 2500)).toMatchObject({ ok: false, reason: 'invalid-input', field: 'unrated-rating' });
    }
    expect((await loadTournament(db, id.value))?.unratedRating).toBe(1400);
    expect((await setUnratedRating(db, id.value, null, 3000)).ok).toBe(true);
    expect((await loadTournament(db, id.value))?.unratedRating).toBeUndefined();
  });
});
