import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';
import type { ResultKey } from './pages/TournamentPage';

const cli = join(process.cwd(), 'dist/cli/pairwise.mjs');
const players = 40;
const rounds = 9;

/** The results the "arbiter" types: a fixed sequence (LCG), so every run enters the same ones. */
const resultKeys = (seed: number): (() => ResultKey) => {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const r = s / 2 ** 32;
    return r < 0.4 ? '1' : r < 0.75 ? '=' : '0';
  };
};

test('a 40-player TCEC tournament over 9 rounds: each round and the final standings equal what the CLI computes from the exported TRF', async ({ page }) => {
  test.setTimeout(180_000);
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('TCEC Forty', { system: 'tcec-single', rounds });
  const t = new TournamentPage(page);
  for (let i = 0; i < players; i++) {
    // A few equal ratings on purpose (group seeding keeps their input order).
    await t.addPlayer({ name: `Engine ${String(i + 1).padStart(2, '0')}`, rating: 3650 - Math.floor(i / 3) * 17 - (i % 3) * 5 });
  }
  await t.seed({ method: 'group', groups: players / 2 });

  const dir = await mkdtemp(join(tmpdir(), 'pairwise-tcec40-'));
  const runCli = async (trf: string, ...args: string[]): Promise<string> => {
    const file = join(dir, 'tcec40.trf');
    await writeFile(file, trf, 'utf8');
    return execFileSync(process.execPath, [cli, '--tcec', file, ...args], { encoding: 'utf8' });
  };
  expect(existsSync(cli), `${cli} is built by npm run build`).toBe(true);

  const next = resultKeys(2026);
  for (let r = 1; r <= rounds; r++) {
    // What the CLI pairs from the exported file is what the worker pairs in the app.
    const expected = (await runCli(await t.exportTrf(), '-p')).trim().split('\n').slice(1);
    await t.pairNextRound(r);
    const boards = await t.boards(r).locator('tbody tr').count();
    expect(boards).toBe(players / 2);
    expect(await t.pairings(r), `round ${r}`).toEqual(expected);
    await t.enterResults(Array.from({ length: boards }, next));
    await expect(t.resultCell(boards)).not.toHaveText('…');
  }
  await expect(page.getByText(`All ${rounds} rounds are paired.`)).toBeVisible();

  const ui = await t.standings();
  expect(ui).toHaveLength(players);

  try {
    const out = await runCli(await t.exportTrf(), '--standings');
    const fromCli = out.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#')).map((l) => l.split('\t').map((c) => c.trim()));
    // rank, start rank, name, score, byes, black games, SB: the same columns in the same order.
    expect(ui).toEqual(fromCli);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
