import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TournamentListPage } from './pages/TournamentListPage';
import { PairingsCheckPage } from './pages/PairingsCheckPage';

// Reference tournaments paired by bbpPairings 6.0 (copied from the shared corpus).
const fixture = (path: string): string => join(process.cwd(), 'test/fixtures', path);
const dutchEvent = fixture('check/dutch_mix2_p023_r08.trf');

/** A TRF player line's name (columns 15-47) and round-k entry (opponent, colour, result). */
const nameOf = (line: string): string => line.slice(14, 47).trim();
const entryAt = (k: number): number => 91 + 10 * (k - 1);

/**
 * The file with the Black players of two boards of round `k` exchanged: two boards that White won,
 * so every result and score stays true and only the pairing is wrong.
 */
const withTwoBoardsSwapped = (trf: string, k: number) => {
  const lines = trf.split(/\r\n|\r|\n/);
  const rank = (l: string): number => Number(l.slice(4, 8));
  const players = lines.filter((l) => l.startsWith('001'));
  const opponent = (l: string): number => Number(l.slice(entryAt(k), entryAt(k) + 4));
  const [w1, w2] = players.filter((l) => l.slice(entryAt(k) + 5, entryAt(k) + 8) === 'w 1' && opponent(l) > 0);
  const white1 = rank(w1!);
  const white2 = rank(w2!);
  const black1 = opponent(w1!);
  const black2 = opponent(w2!);
  const newOpponent = new Map([[white1, black2], [white2, black1], [black1, white2], [black2, white1]]);
  const text = lines.map((l) => {
    if (!l.startsWith('001') || !newOpponent.has(rank(l))) return l;
    return l.slice(0, entryAt(k)) + String(newOpponent.get(rank(l))).padStart(4, ' ') + l.slice(entryAt(k) + 4);
  }).join('\n');
  const name = (r: number): string => nameOf(players.find((l) => rank(l) === r)!);
  return { text, white: name(white1), playedBlack: name(black1), swappedBlack: name(black2) };
};

test('a FIDE Dutch event imported from TRF: Check pairings says every round agrees', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.importTrf(dutchEvent, 'dutch');
  await expect(page.getByRole('heading', { name: 'AutoTest Tournament 7101', level: 1 })).toBeVisible();
  const check = new PairingsCheckPage(page);
  await check.checkPairings();
  expect(await check.verdict()).toBe('Every round agrees: the program pairs all 8 rounds exactly as the tournament has them.');
  await expect(check.roundsThatDiffer).toHaveCount(0);
});

test('a Burstein event imported from TRF: every round agrees too', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.importTrf(fixture('burstein/p012_r06.trf'), 'burstein');
  const check = new PairingsCheckPage(page);
  await check.checkPairings();
  expect(await check.verdict()).toBe('Every round agrees: the program pairs all 6 rounds exactly as the tournament has them.');
});

test('the same Dutch event with two boards swapped in round 4: the discrepancy names round 4 and the players', async ({ page }) => {
  const swapped = withTwoBoardsSwapped(readFileSync(dutchEvent, 'utf8'), 4);
  const list = new TournamentListPage(page);
  await list.goto();
  await list.importTrf({ name: 'swapped.trf', mimeType: 'text/plain', buffer: Buffer.from(swapped.text) }, 'dutch');
  const check = new PairingsCheckPage(page);
  await check.checkPairings();
  expect(await check.verdict()).toMatch(/^\d of 8 rounds differ from the program's pairing \(the first is round 4\)\.$/);
  const rounds = await check.discrepancies();
  // Nothing before round 4 differs; round 4 is listed first, in plain words.
  expect(rounds[0]).toMatch(/^Round 4: the program pairs .+; the tournament has .+\.$/);
  expect(rounds.every((r) => Number(/^Round (\d+)/.exec(r)?.[1]) >= 4)).toBe(true);
  const [program, tournament] = rounds[0]!.split('; the tournament has ');
  expect(program).toContain(`${swapped.white} (white) – ${swapped.playedBlack} on board`);
  expect(tournament).toContain(`${swapped.white} (white) – ${swapped.swappedBlack} on board`);
});
