import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTournament, deleteTournament, loadIdentityList, saveIdentityList } from '../../src/db/repository';
import { readIdentityFile } from '../../src/core/netrunner/identityFile';
import { freshDb } from './helpers';

describe('the loaded Netrunner identity list in the database', () => {
  it('is kept for every event as one small record, read back as loaded, and forgotten on request; a tournament deleted leaves it', async () => {
    const db = freshDb();
    expect(await loadIdentityList(db)).toBeNull();
    const r = readIdentityFile(readFileSync(join(__dirname, '../fixtures/netrunner/nrdb-cards-v2.json'), 'utf8'), 'cards.json');
    if (!r.ok) throw new Error(r.detail);
    await saveIdentityList(db, { ...r.list, format: 'standard_fixture' });
    const t = await createTournament(db, { name: 'Regional', settings: { system: 'sass', model: 'sass', scoreFactor: 2, byeScore: 0 as never }, totalRounds: 5 }, 1, 0);
    if (!t.ok) throw new Error(t.detail);
    await deleteTournament(db, t.value);
    expect(await loadIdentityList(db)).toEqual({ ...r.list, format: 'standard_fixture' });
    await saveIdentityList(db, null);
    expect(await loadIdentityList(db)).toBeNull();
  });

  it('a damaged record reads as no list (the bundled one is used)', async () => {
    const db = freshDb();
    await db.systemState.put({ tournamentId: 0, kind: 'netrunner-identities', state: { source: 'x', identities: 'many' } });
    expect(await loadIdentityList(db)).toBeNull();
  });
});
