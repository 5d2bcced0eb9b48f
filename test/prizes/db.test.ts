import { describe, expect, it } from 'vitest';
import { createTournament, exportBackup, restoreTournament, setPrizeList } from '../../src/db/repository';
import { auditLog, dump, freshDb } from '../db/helpers';

const list = {
  currency: 'EUR', tieRule: 'hort',
  groups: [
    { name: 'Main prizes', category: { women: false }, amounts: [100000, 60000] },
    { name: 'Seniors', category: { women: false, bornUntil: 1961 }, amounts: [10000] },
  ],
};

describe('the prize list in the database', () => {
  it('is saved in one change with an audit row, travels in the backup, and a wrong one is refused with nothing written', async () => {
    const db = freshDb();
    const id = await createTournament(db, { name: 'Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 9 }, 1, 1);
    if (!id.ok) throw new Error(id.detail);
    expect(await setPrizeList(db, id.value, list, 2)).toEqual({ ok: true, value: undefined });
    const row = await db.tournaments.get(id.value);
    expect(row?.prizes).toEqual(list);
    expect((await auditLog(db, id.value)).at(-1)).toMatchObject({ action: 'prize-list', detail: '2 prize group(s), ties hort: Main prizes 2, Seniors 1' });

    const before = await dump(db);
    expect(await setPrizeList(db, id.value, { ...list, groups: [{ ...list.groups[0], amounts: [1, 2] }] }, 3))
      .toMatchObject({ ok: false, field: 'prizes.groups[0].amounts[1]', detail: 'Main prizes: place 2 cannot be worth more than place 1.' });
    expect(await dump(db)).toEqual(before);

    const backup = await exportBackup(db, id.value, 4);
    expect(backup?.tournament.prizes).toEqual(list);
    const restored = await restoreTournament(db, JSON.stringify(backup), 5);
    if (!restored.ok) throw new Error(restored.detail);
    expect((await db.tournaments.get(restored.value))?.prizes).toEqual(list);
    const bad = JSON.stringify({ ...backup, tournament: { ...backup!.tournament, prizes: { ...list, tieRule: 'dice' } } });
    expect(await restoreTournament(db, bad, 6)).toMatchObject({ ok: false, field: 'tournament.prizes.tieRule' });

    expect(await setPrizeList(db, id.value, null, 7)).toEqual({ ok: true, value: undefined });
    expect((await db.tournaments.get(id.value))?.prizes).toBeUndefined();
  });
});
