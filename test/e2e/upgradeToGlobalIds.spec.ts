import { expect, test } from '@playwright/test';
import { chessScoring } from '../../src/core/model';
import { schemaV1 } from '../../src/db/schemaV1';
import { TournamentPage } from './pages/TournamentPage';

/**
 * A TO's laptop holds a database of schema version 1 (auto-increment ids) and a tab open on
 * tournament 2 when the build with global ids arrives: the real IndexedDB is upgraded, the old
 * address finds the tournament under its new id, and results go on being entered.
 */
test('a version-1 database is upgraded in the browser: the old address opens its tournament under its global id, results and all', async ({ page }) => {
  // A blank page of the app's origin, so the old database is written before the app opens it.
  await page.route('**/blank-v1', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>v1</title>' }));
  await page.goto('/blank-v1');
  await page.evaluate(async ({ stores, scoring }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      // Dexie keeps version n as IndexedDB version 10n, and declares each store as below.
      const open = indexedDB.open('pairwise', 10);
      open.onupgradeneeded = () => {
        for (const [name, spec] of Object.entries(stores)) {
          const [primary = '', ...indexes] = spec.split(',').map((s) => s.trim());
          const path = (s: string): string | string[] => (s.startsWith('[') ? s.slice(1, -1).split('+') : s);
          const store = open.result.createObjectStore(name, { keyPath: path(primary.replace(/^\+\+/, '')), autoIncrement: primary.startsWith('++') });
          for (const index of indexes) store.createIndex(index, path(index));
        }
      };
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error(open.error?.message));
    });
    const tx = db.transaction(['tournaments', 'players', 'rounds', 'pairings', 'audit'], 'readwrite');
    const t = { settings: { system: 'dutch', rules: '2026' }, scoring, randomSeed: 1, plannedByes: [], createdAt: 1000, updatedAt: 2000 };
    tx.objectStore('tournaments').add({ ...t, name: 'Older Club', totalRounds: 5, status: 'registration' });
    tx.objectStore('tournaments').add({ ...t, name: 'Upgrade Open', totalRounds: 3, status: 'running' });
    for (const [i, name] of ['Ann', 'Bob', 'Cid', 'Dee'].entries()) tx.objectStore('players').add({ tournamentId: 2, startRank: i + 1, name, rating: 2000 - i });
    tx.objectStore('players').add({ tournamentId: 1, startRank: 0, name: 'Eve', rating: 1500 });
    tx.objectStore('rounds').add({ tournamentId: 2, number: 1, pairedAt: 1500, notes: [] });
    tx.objectStore('pairings').add({ tournamentId: 2, round: 1, board: 1, white: 1, black: 3, games: ['white-wins'] });
    tx.objectStore('pairings').add({ tournamentId: 2, round: 1, board: 2, white: 4, black: 2, games: [null] });
    for (const [tournamentId, action] of [[1, 'create-tournament'], [2, 'create-tournament'], [2, 'lock-seeding'], [2, 'pair-round'], [2, 'result']] as const) {
      tx.objectStore('audit').add({ tournamentId, at: 1000, action, detail: '' });
    }
    await new Promise<void>((resolve, reject) => { tx.oncomplete = () => resolve(); tx.onerror = () => reject(new Error(tx.error?.message)); });
    db.close();
  }, { stores: schemaV1, scoring: chessScoring });

  await page.goto('/#/t/2/rounds');
  const t = new TournamentPage(page);
  await expect(page.getByRole('heading', { name: 'Upgrade Open' })).toBeVisible();
  await expect(page).toHaveURL(/#\/t\/\d{16}\/rounds$/);
  await expect(t.resultCell(1)).toHaveText('1-0');
  await expect(t.resultCell(2)).toHaveText('…');
  await t.enterResult(2, '=');
  await expect(t.resultCell(2)).toHaveText('½-½');
  await page.reload();
  await expect(t.resultCell(2)).toHaveText('½-½');
  await t.section('Players');
  await expect(t.playersTable.getByRole('cell', { name: 'Cid', exact: true })).toBeVisible();

  await page.goto('/#/');
  for (const name of ['Older Club', 'Upgrade Open']) await expect(page.getByText(name, { exact: true })).toBeVisible();
});
