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

describe('tournament details read back from a TRF', () => {
  it('take every date form the TRF writer and other programs write in 042, 052 and 132, and save again; the 132 line round-trips', async () => {
    const { readTrf, detailsFromRecords, roundDatesRecord } = await import('../../src/core/trf');
    const db = freshDb();
    const t = await createTournament(db, { name: 'Rated Open', settings: { system: 'dutch', rules: '2026' }, totalRounds: 5 }, 1, 0);
    if (!t.ok) throw new Error(t.detail);
    // As Export TRF writes them: 042/052 YYYY/MM/DD, 132 YY/MM/DD; then other programs' forms.
    const line132 = roundDatesRecord(['2026/10/10', '2026/10/11', '2026-10-12', '26.10.13', '14.10.2026']);
    const doc = readTrf(`012 Rated Open\n042 2026/10/10\n052 2026-10-14\n${line132}\n${'001    1      Player A'.padEnd(48)}2000${''.padEnd(28)}0.0    1\n`);
    if (!doc.ok) throw new Error(doc.error.message);
    const read = detailsFromRecords(doc.doc.records);
    expect(read.roundDates?.[0]).toBe('26/10/10');
    const saved = await setTournamentDetails(db, t.value, read, 1);
    expect(saved).toMatchObject({ ok: true });
    const details = (await loadSnapshot(db, t.value))!.tournament.details!;
    expect(details).toMatchObject({ startDate: '2026/10/10', endDate: '2026/10/14', roundDates: ['2026/10/10', '2026/10/11', '2026/10/12', '2026/10/13', '2026/10/14'] });
    // Written again as the TRF writer writes 132, and read again: the same days.
    expect(roundDatesRecord(details.roundDates!).slice(91, 99)).toBe('26/10/10');
    // Two-digit years as POSIX %y: 98/05/12 is 1998.
    expect(await setTournamentDetails(db, t.value, { startDate: '98/05/12', roundDates: ['98/05/12'] }, 2)).toMatchObject({ ok: true });
    expect((await loadSnapshot(db, t.value))!.tournament.details).toMatchObject({ startDate: '1998/05/12', roundDates: ['1998/05/12'] });
    // Still refused: a day not in the calendar, and text that is no date.
    expect(await setTournamentDetails(db, t.value, { roundDates: ['26/13/10'] }, 3)).toMatchObject({ ok: false, field: 'roundDates.1' });
    expect(await setTournamentDetails(db, t.value, { roundDates: ['soon'] }, 3)).toMatchObject({ ok: false, field: 'roundDates.1' });
  });
});
