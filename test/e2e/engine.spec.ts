import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chooseSystem, TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';
import type { ResultKey } from './pages/TournamentPage';
import { createEngineSwiss, LadderPage, matchRows } from './pages/EnginePages';
import { look } from './pages/look';
import { SettingsPage } from './pages/SettingsPage';
import type { MatchRow } from './pages/EnginePages';
import { ladderStart, ladderView, nextGame, recordResult } from '../../src/core/systems/ladder';
import type { LadderResult } from '../../src/core/systems/ladder';

/** A fixed result sequence (LCG), so both runs of an event enter the same results. */
const resultKeys = (seed: number): (() => ResultKey) => {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const r = s / 2 ** 32;
    return r < 0.4 ? '1' : r < 0.7 ? '=' : '0';
  };
};

/** The same Math.random stream in every page load, so two events get the same tournament seed. */
const fixRandom = (page: Page) => page.addInitScript(() => {
  let s = 12345;
  Math.random = () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
});

const openings = [
  '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6',
  '1. d4 d5 2. c4 e6 3. Nc3 Nf6',
  'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  '1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6',
  '1. c4 e5 2. Nc3 Nf6 3. g3 d5',
  'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2',
  '1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6',
  '1. e4 e6 2. d4 d5 3. Nc3 Bb4',
  '1. e4 c6 2. d4 d5 3. e5 Bf5',
  '1. Nf3 d5 2. g3 Nf6 3. Bg2 c6',
  '1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 dxc4',
  'rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2',
  '1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5',
  '1. f4 d5 2. Nf3 g6',
  '1. e4 e5 2. Nf3 Nf6 3. Nxe5 d6',
  '1. d4 f5 2. g3 Nf6 3. Bg2 g6',
];

const engines = ['Stockfish', 'Leela', 'Berserk', 'Obsidian', 'Caissa', 'Ethereal', 'Koivisto', 'Rebel'];

interface EventRecord {
  readonly rounds: MatchRow[][];
  readonly standings: string[][];
  readonly trf: string;
}

/**
 * An 8-engine engine Swiss event: 3 rounds of 2-game matches, every board its own opening from a
 * shuffled list of 16. With `reloadInRound`, the page is reloaded after a few results of that round.
 */
async function runEvent(page: Page, name: string, reloadInRound?: number): Promise<EventRecord> {
  const list = new TournamentListPage(page);
  // A fresh page load, so the creation draws the same tournament seed in both runs (fixRandom).
  await page.goto('about:blank');
  await list.goto();
  await createEngineSwiss(page, name, { rounds: 3, gamesPerMatch: 2, seedGroups: 2, uniquePerMatchOnly: false, randomOpenings: true, openings });
  const t = new TournamentPage(page);
  for (const [i, e] of engines.entries()) await t.addPlayer({ name: e, rating: 3600 - i * 25 });
  await t.seed({ method: 'group', groups: 2 });
  const next = resultKeys(7);
  const rounds: MatchRow[][] = [];
  for (let r = 1; r <= 3; r++) {
    await t.pairNextRound(r);
    const keys = Array.from({ length: 8 }, next);
    if (r === reloadInRound) {
      await t.enterResults(keys.slice(0, 3));
      await expect(t.resultCell(2, 1)).not.toHaveText('…');
      const before = await matchRows(page, r);
      await page.reload();
      await expect(t.boards(r)).toBeVisible();
      // The same boards, openings and results after the reload.
      expect(await matchRows(page, r)).toEqual(before);
      await t.resultCell(2, 2).focus();
      for (const k of keys.slice(3)) await page.keyboard.press(k);
    } else {
      await t.enterResults(keys);
    }
    await expect(t.resultCell(4, 2)).not.toHaveText('…');
    const rows = await matchRows(page, r);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.results.every((x) => x !== '…')).toBe(true);
      // One opening per pair of games: both games of a 2-game match play it.
      expect(row.openings[0]).not.toBe('');
      expect(row.openings[1]).toBe(row.openings[0]);
    }
    rounds.push(rows);
  }
  await expect(page.getByText('All 3 rounds are paired.')).toBeVisible();
  // Earlier rounds still show what they showed while they were played.
  await t.showRound(1);
  expect(await matchRows(page, 1)).toEqual(rounds[0]);
  return { rounds, standings: await t.standings(), trf: await t.exportTrf() };
}

test('engine Swiss: 8 engines, 3 rounds of 2-game matches with an opening list; a reload mid-round finishes identically', async ({ page }) => {
  test.setTimeout(120_000);
  await fixRandom(page);
  const straight = await runEvent(page, 'Engines straight');
  const resumed = await runEvent(page, 'Engines resumed', 2);

  expect(resumed.rounds).toEqual(straight.rounds);
  expect(resumed.standings).toEqual(straight.standings);
  expect(straight.standings).toHaveLength(8);
  // Every engine had its share of White: three 2-game matches, the colours swapped within each.
  await expect(page.getByRole('columnheader', { name: 'Colours' })).toBeVisible();
  for (const row of straight.standings) expect(row.at(-1)).toBe('W3 B3');
  await expect(page.getByLabel('Tie-break legend')).toContainText('Colours = games with White (W) and Black (B)');

  // Every board of the event got its own opening (UniquePerMatchOnly off): 12 of the 16, none twice,
  // in the stored shuffled order rather than the list order.
  const used = straight.rounds.flat().map((m) => m.openings[0]);
  expect(new Set(used).size).toBe(12);
  for (const o of used) expect(openings).toContain(o);
  expect(used).not.toEqual(openings.slice(0, 12));
  // The CLI re-pairs every round of the exported event with the same options and agrees.
  const file = join(await mkdtemp(join(tmpdir(), 'pairwise-engine-')), 'resumed.trf');
  await writeFile(file, resumed.trf, 'utf8');
  const cli = join(process.cwd(), 'dist/cli/pairwise.mjs');
  expect(execFileSync(process.execPath, [cli, '--engine-swiss', '--seed-groups', '2', file, '-c'], { encoding: 'utf8' }))
    .toBe([1, 2, 3].map((k) => `${file}: Round #${k}\n`).join(''));
  // Colours: every engine had White in one game of each match.
  for (const m of straight.rounds.flat()) expect(m.white).not.toBe(m.black);
});

/** A fixed result for each pair of engines (by name and colour), stronger engines winning more. */
const ladderResult = (engines: readonly string[], white: string, black: string): LadderResult => {
  let h = 2166136261;
  for (const c of `${white}|${black}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const edge = (engines.indexOf(black) - engines.indexOf(white)) * 0.06;
  const r = h / 2 ** 32 - edge;
  return r < 0.35 ? 'white-wins' : r < 0.7 ? 'draw' : 'black-wins';
};

const buttonFor = (r: LadderResult): 'White wins' | 'Draw' | 'Black wins' =>
  r === 'white-wins' ? 'White wins' : r === 'draw' ? 'Draw' : 'Black wins';

test('ladder: 8 engines, region 4, minimum 3 games, played game by game with a reload; same final ranking as the core', async ({ page }) => {
  test.setTimeout(120_000);
  const ranking = ['Stockfish', 'Leela', 'Berserk', 'Obsidian', 'Caissa', 'Ethereal', 'Koivisto', 'Newcomer'];
  const strength = ['Leela', 'Stockfish', 'Obsidian', 'Newcomer', 'Berserk', 'Caissa', 'Koivisto', 'Ethereal'];
  const params = { regionSize: 4, minGamesToDrop: 3, unparkThreshold: 2 };

  // The core run directly on the same results.
  const started = ladderStart(ranking, params);
  if (!started.ok) throw new Error(started.detail);
  let state = started.state;
  const coreGames: string[] = [];
  for (let g = nextGame(state); g.kind === 'game'; g = nextGame(state)) {
    const out = recordResult(state, g, ladderResult(strength, g.white, g.black));
    if (!out.ok) throw new Error(out.detail);
    coreGames.push(`${g.white}-${g.black}`);
    state = out.state;
  }
  const expected = ladderView(state).newRanking;
  expect(expected).toHaveLength(8);

  const list = new TournamentListPage(page);
  await list.goto();
  const ladder = new LadderPage(page);
  await ladder.create('Bubble ladder', ranking, { regionSize: 4, minGames: 3, unpark: 2 });
  await expect(page.getByRole('table', { name: 'Active region' }).locator('tbody tr')).toHaveCount(4);
  const played: string[] = [];
  const reloadAt = Math.floor(coreGames.length / 2);
  for (let g = await ladder.nextGame(); g !== null; g = await ladder.nextGame()) {
    played.push(`${g.white}-${g.black}`);
    const result = ladderResult(strength, g.white, g.black);
    // Clicks before the reload, keys after it.
    if (played.length <= reloadAt) await ladder.enter(buttonFor(result));
    else await ladder.type(result === 'white-wins' ? '1' : result === 'draw' ? '=' : '0');
    if (played.length === reloadAt) {
      const shown = await ladder.nextGame();
      const soFar = await page.locator('.ladder-columns').textContent();
      await page.reload();
      // Resumes at the same game with the same region, parked list and ranking so far.
      await expect(ladder.gamesPlayed).toHaveText(`${reloadAt} games played`);
      expect(await ladder.nextGame()).toEqual(shown);
      expect(await page.locator('.ladder-columns').textContent()).toBe(soFar);
    }
  }
  expect(played).toEqual(coreGames);
  await expect(page.getByText(`The ladder is finished after ${coreGames.length} games.`)).toBeVisible();
  expect(await ladder.finalRanking()).toEqual(expected);
  // The final screen keeps the figures that placed each engine, and exports the games and the ranking.
  await look(page, 'ladder-final', 1366);
  const champion = page.getByRole('table', { name: 'Final ranking' }).locator('tbody tr').first();
  await expect(champion.locator('td').nth(6)).toHaveText('in the last round robin');
  expect(Number(await champion.locator('td').nth(2).textContent())).toBeGreaterThan(0);
  const [pgn] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export games (PGN)' }).click()]);
  const text = await readFile(await pgn.path(), 'utf8');
  expect(text.match(/^\[Round "\d+"\]$/gm)).toHaveLength(coreGames.length);
  const [white, black] = coreGames[0]!.split('-');
  expect(text).toContain(`[Round "1"]\n[White "${white}"]\n[Black "${black}"]`);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export final ranking (CSV)' }).click()]);
  const rows = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n').slice(1);
  expect(rows.map((r) => r.split(',')[1])).toEqual(expected);
});

test('engine Swiss: two engines tied for first play an extra pair until one wins it', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await createEngineSwiss(page, 'Engines tie', { rounds: 2, gamesPerMatch: 2, seedGroups: 1, uniquePerMatchOnly: true, randomOpenings: false, openings: openings.slice(0, 4), openingsFile: true });
  const t = new TournamentPage(page);
  for (const [i, e] of engines.slice(0, 4).entries()) await t.addPlayer({ name: e, rating: 3600 - i * 25 });
  await t.seed({ method: 'group', groups: 1 });
  // Before round 1 the director replaces the opening list on the Settings panel: the rounds then
  // play the new list, in its order (the stored opening order made again with the options).
  const settings = new SettingsPage(page);
  await settings.open();
  const list2 = openings.slice(4, 8);
  await settings.form.getByLabel(/^Openings/).fill(list2.join('\n'));
  const typed = await settings.form.getByLabel(/^Openings/).elementHandle();
  await settings.save(/openings .* → .*; the opening order made again/);
  // The form is drawn again from what is stored once the change is read back (it is keyed on the
  // row's updatedAt): the list checked below is the stored one, not the one still typed.
  await expect.poll(() => typed!.evaluate((e) => e.isConnected)).toBe(false);
  await expect(settings.form.getByLabel(/^Openings/)).toHaveValue(list2.join('\n'));
  await settings.form.getByLabel(/^Openings/).scrollIntoViewIfNeeded();
  await look(page, 'engine-swiss-settings', 1366, { keepScroll: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settings.form.getByLabel(/^Openings/).scrollIntoViewIfNeeded();
  await look(page, 'engine-swiss-settings', 390, { keepScroll: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  // Round 1: the first-game White of each board wins both games; round 2: all drawn. The two round-1
  // winners meet in round 2 and tie for first on 3 points.
  await t.pairNextRound(1);
  expect((await matchRows(page, 1)).map((m) => m.openings)).toEqual([[list2[0], list2[0]], [list2[0], list2[0]]]);
  await t.enterResults(['1', '0', '1', '0']);
  await expect(t.resultCell(2, 2)).toHaveText('0-1');
  const winners = (await matchRows(page, 1)).map((m) => m.white.replace(/ \(\d+\)$/, ''));
  await t.pairNextRound(2);
  await t.enterResults(['=', '=', '=', '=']);
  await expect(t.resultCell(2, 2)).toHaveText('½-½');
  const result = page.getByRole('status', { name: 'Event result' });
  await expect(result).toContainText(`Tie for first between`);
  for (const w of winners) await expect(result).toContainText(w);
  await page.getByRole('button', { name: 'Pair extra pair 1' }).click();
  await expect(t.boards(3)).toBeVisible();
  const [extra] = await matchRows(page, 3);
  // An extra pair is two games on one opening, the next of the list (UniquePerMatchOnly: one per round).
  expect(extra?.results).toEqual(['…', '…']);
  expect(extra?.openings).toEqual([list2[2], list2[2]]);
  // Once round 1 is paired the options are shown locked, with the reason.
  await settings.open();
  await settings.expectLocked('Games per match', 'fixed once round 1 is paired');
  await expect(settings.form.getByLabel(/^Openings/)).toBeDisabled();
  await t.enterResults(['0', '1']);
  const winner = extra!.black.replace(/ \(\d+\)$/, '');
  await expect(result).toHaveText(new RegExp(`^${winner} wins the tie for first against .* after 1 extra pair`));
});

test('bad engine Swiss and ladder input says where and why, and creates nothing', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  const form = page.getByRole('form', { name: 'New tournament' });
  await form.getByLabel('Name', { exact: true }).fill('Bad openings');
  await chooseSystem(form, 'engine-swiss');
  await form.getByLabel('Rounds', { exact: true }).fill('3');
  await form.getByLabel(/^Openings/).fill('1. e4 e5\n1. e4 Qh9\n');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page.getByRole('alert')).toHaveText('Openings: line 2: not a move: Qh9');
  await form.getByLabel(/^Openings/).fill('1. e4 e5');
  await form.getByLabel('Games per match').fill('3');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  // An odd number of games is refused by the field itself (even numbers only) before anything is sent.
  expect(await form.getByLabel('Games per match').evaluate((el) => (el as HTMLInputElement).validity.stepMismatch)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Tournaments', level: 1 })).toBeVisible();

  const ladder = new LadderPage(page);
  await ladder.create('Bad ladder', ['Alpha', 'Beta', 'Alpha'], { regionSize: 2, minGames: 1, unpark: 1 }, false);
  await expect(page.locator('.new-ladder').getByRole('alert')).toHaveText('Ladder: "Alpha" appears twice in the old ranking');
  await expect(list.list.getByRole('button', { name: /^Open / })).toHaveCount(0);
});
