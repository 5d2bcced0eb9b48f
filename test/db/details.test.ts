import { describe, expect, it } from 'vitest';
import { createTournament, loadSnapshot, setTournamentDetails } from '../../src/db/repository';
import { exportBackup, restoreTournament } from '../../src/db/backup';
import { freshDb } from './helpers';

describe('tournament details (TRF-16 header) in the database', () => {
  it('are stored through their one validator in one change with an audit row; bad input is refused naming the field and stores nothing; a backup keeps them', async () => {
    const db = freshDb();
    const t = await createTournament(db, { name: 'Rated Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 7 }, 1, 0);
    if (!t.ok) throw new Error(t.detail);
    const good = { city: 'Rome', federation: 'ita', startDate: '2026-05-01', endDate: '2026/05/07', chiefArbiter: 'IA Anna Arbiter', deputyArbiters: ['FA Bo', ''], timeControl: '90/40+30, 30s', roundDates: ['2026/05/01', '2026/05/02'] };
    expect((await setTournamentDetails(db, t.value, good, 1)).ok).toBe(true);
    const stored = (await loadSnapshot(db, t.value))!;
    expect(stored.tournament.details).toEqual({ city: 'Rome', federation: 'ITA', startDate: '2026/05/01', endDate: '2026/05/07', chiefArbiter: 'IA Anna Arbiter', deputyArbiters: ['FA Bo'], timeControl: '90/40+30, 30s', roundDates: ['2026/05/01', '2026/05/02'] });
    const audits = await db.audit.where('tournamentId').equals(t.value).count();

    for (const [bad, field] of [[{ ...good, startDate: '2026/13/01' }, 'startDate'], [{ ...good, roundDates: ['2026/04/30'] }, 'roundDates.1'], [{ ...good, federation: 'Italia' }, 'federation']] as const) {
      expect(await setTournamentDetails(db, t.value, bad, 2)).toMatchObject({ ok: false, reason: 'invalid-input', field });
    }
    expect((await loadSnapshot(db, t.value))!.tournament.details).toEqual(stored.tournament.details);
    expect(await db.audit.where('tournamentId').equals(t.value).count()).toBe(audits);

    const backup = await exportBackup(db, t.value, 3);
    const restored = await restoreTournament(db, JSON.stringify(backup), 4);
    if (!restored.ok) throw new Error(restored.detail);
    expect((await loadSnapshot(db, restored.value))!.tournament.details).toEqual(stored.tournament.details);
  });
});
