import { expect, test } from '@playwright/test';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChessOpenPage, dutchChecker } from './pages/ChessOpenPage';
import { PairingEditPage } from './pages/PairingEditPage';
import { TournamentListPage } from './pages/TournamentListPage';
import type { ResultKey } from './pages/TournamentPage';

/** A fixed stream of results (LCG): White wins 45 %, draws 30 %, Black wins 25 %. */
const resultStream = (seed: number): ((n: number) => ResultKey[]) => {
  let s = seed >>> 0;
  const next = (): ResultKey => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const r = s / 2 ** 32;
    return r < 0.45 ? '1' : r < 0.75 ? '=' : '0';
  };
  return (n) => Array.from({ length: n }, next);
};

const lateEntries = [
  { name: 'Okafor, Ruth', rating: 2288 },
  { name: 'Lindgren, Oskar', rating: 2046 },
  { name: 'Santos, Bea', rating: 1795 },
] as const;
const withdrawing = ['Jensen, David', 'Quinn, Clara'] as const;
const halfPointBye = 'Umarov, Katya';

test('a 60-player FIDE Dutch open: late entries, drops, a requested bye, a corrected result, slips by board number; the Dutch checker confirms the TRF', async ({ page }) => {
  test.setTimeout(180_000);
  const list = new TournamentListPage(page);
  const open = new ChessOpenPage(page);
  const results = resultStream(2026);
  const boardCount = async (round: number): Promise<number> => open.boards(round).locator('tbody tr').count();

  await test.step('register 60 players from the federation CSV and seed them by rating', async () => {
    await list.goto();
    await list.createTournament('Riverside Open 2026', { system: 'dutch', rounds: 5 });
    await expect(page.getByText('FIDE Dutch (2026)')).toBeVisible();
    await open.importPlayers('test/e2e/fixtures/open60.csv');
    await expect(open.playersTable.locator('tbody tr')).toHaveCount(60);
    await open.seed({ method: 'group', groups: 1 });
    // Asked for before the event: a half-point bye in round 4.
    await open.requestHalfPointBye(halfPointBye, 4);
  });

  await test.step('round 1: 30 boards, results typed board after board', async () => {
    await open.pairNextRound(1);
    expect(await boardCount(1)).toBe(30);
    // Top seed against the first player of the lower half (start ranks 1 and 31).
    expect((await open.pairings(1)).some((p) => ['1 31', '31 1'].includes(p))).toBe(true);
    await open.enterRoundResults(1, results(30));
  });

  await test.step('three players arrive after round 1: zero points for round 1, paired from round 2', async () => {
    for (const p of lateEntries) await open.lateEntry(p.name, p.rating);
    await expect(open.playersTable.locator('tbody tr')).toHaveCount(63);
    await open.pairNextRound(2);
    expect(await boardCount(2)).toBe(31);
    const named = await open.namesOnBoards(2);
    const byes = await open.byes(2);
    for (const p of lateEntries) expect(named.includes(p.name) || byes.includes(`${p.name} (U)`)).toBe(true);
    expect(byes.filter((b) => b.endsWith('(U)'))).toHaveLength(1);
  });

  // The arbiter types 1-0 on board 5 of round 2; the slip said 0-1. Found after round 4.
  const wrongBoard = 5;
  await test.step('round 2 results, one of them wrong', async () => {
    const keys = results(31);
    keys[wrongBoard - 1] = '1';
    await open.enterRoundResults(2, keys);
    await expect(open.resultCell(wrongBoard)).toHaveText('1-0');
  });

  await test.step('round 3, with a forfeit', async () => {
    await open.pairNextRound(3);
    expect(await boardCount(3)).toBe(31);
    const keys = results(31);
    keys[20] = '+';
    await open.enterRoundResults(3, keys);
  });

  await test.step('two players withdraw after round 3; the requested bye is kept out of round 4', async () => {
    for (const name of withdrawing) await open.withdraw(name, 4);
    await open.pairNextRound(4);
    const named = await open.namesOnBoards(4);
    for (const name of [...withdrawing, halfPointBye]) expect(named).not.toContain(name);
    const byes = await open.byes(4);
    expect(byes).toContain(`${halfPointBye} (H)`);
    // 63 - 2 withdrawn - 1 on a half-point bye = 60 players: 30 boards, no pairing-allocated bye.
    expect(await boardCount(4)).toBe(30);
    expect(byes.filter((b) => b.endsWith('(U)'))).toHaveLength(0);
    await open.enterRoundResults(4, results(30));
  });

  const dir = await mkdtemp(join(tmpdir(), 'pairwise-open-'));
  await test.step('after round 4 the exported TRF passes the Dutch checker (late entries, drops, the H bye as bbpPairings reads them)', async () => {
    const file = await open.downloadTrf(dir);
    const lines = (await readFile(file, 'utf8')).split('\n');
    // Round 4 of the player on the requested bye, round 1 of a late entry, as bbpPairings reads them.
    expect(lines.find((l) => l.includes(halfPointBye))?.slice(121, 129)).toBe('0000 - H');
    expect(lines.find((l) => l.includes(lateEntries[0].name))?.slice(91, 99)).toBe('0000 - Z');
    expect(dutchChecker(file)).toEqual({ exitCode: 0, report: [1, 2, 3, 4].map((r) => `${file}: Round #${r}\n`).join('') });
  });

  await test.step('the wrong round-2 result is corrected after round 4; the standings effect is shown', async () => {
    await open.section('Rounds');
    await open.showRound(2);
    const names = await open.namesOnBoards(2);
    const [whiteName, blackName] = [names[(wrongBoard - 1) * 2]!, names[(wrongBoard - 1) * 2 + 1]!];
    const effect = await open.correctResult(2, wrongBoard, '0');
    await expect(open.resultCell(wrongBoard)).toHaveText('0-1');
    // Each line names a player with rank and points before → after; both players' points move by one.
    for (const line of effect) expect(line).toMatch(/^.+: rank \d+ → \d+, points \d+\.\d → \d+\.\d$/);
    const move = (line: string | undefined): number => {
      const m = /points ([\d.]+) → ([\d.]+)/.exec(line ?? '');
      return Number(m?.[2]) - Number(m?.[1]);
    };
    expect(move(effect.find((l) => l.startsWith(`${whiteName}:`)))).toBe(-1);
    expect(move(effect.find((l) => l.startsWith(`${blackName}:`)))).toBe(1);
  });

  await test.step('round 5 is paired with the corrected result, edited by hand, and re-paired', async () => {
    await open.pairNextRound(5);
    expect(await boardCount(5)).toBe(30);
    const paired = await open.pairings(5);
    // The arbiter swaps the White players of boards 1 and 2: each player gets the warnings it breaks.
    const edit = new PairingEditPage(page);
    await edit.swapPlayers(1, 'white', 2, 'white');
    // Here the swap makes a rematch: the app says who met when, and saves it only when accepted.
    const warnings = await edit.warnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/Rematch: .+ already met in round \d/);
    await edit.acceptEdit();
    const [w1, b1] = paired[0]!.split(' ');
    const [w2, b2] = paired[1]!.split(' ');
    await expect.poll(() => open.pairings(5)).toEqual([`${w2} ${b1}`, `${w1} ${b2}`, ...paired.slice(2)]);
    // On second thought: re-paired in the worker, round 5 is the system's pairing again.
    await edit.repairRound();
    await expect.poll(() => open.pairings(5)).toEqual(paired);
  });

  await test.step('round 5 results come in slip by slip', async () => {
    // The slips come in as games end: board number, Enter, result. A board that does not exist is named.
    await open.boardField.fill('31');
    await open.boardField.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Round 5 has boards 1 to 30, not "31".');
    await open.boardField.fill('');
    const keys = results(30);
    const order = Array.from({ length: 30 }, (_, i) => (i * 7) % 30);
    await open.enterSlips(5, order.map((i) => [i + 1, keys[i]!] as const));
    await expect(open.resultCell(30)).toHaveText(keys[29] === '1' ? '1-0' : keys[29] === '0' ? '0-1' : '½-½');
    await expect(page.getByText('All 5 rounds are paired.')).toBeVisible();
  });

  await test.step('the final TRF passes the Dutch checker: rounds 3 and 4 are replayed from the result they were paired from', async () => {
    const file = await open.downloadTrf(dir);
    // A corrected result affects only the pairings yet to be made (FIDE C.04.2): rounds 3 and 4
    // were paired from the result as first entered, round 5 from the corrected one. The TRF keeps
    // the first result in two PWR lines (a Pairwise record other programs skip) and the checker
    // replays rounds 3 and 4 from it.
    const text = await readFile(file, 'utf8');
    expect(text.split(/\r?\n/).filter((l) => l.startsWith('PWR'))).toHaveLength(2);
    expect(dutchChecker(file)).toEqual({ exitCode: 0, report: [1, 2, 3, 4, 5].map((r) => `${file}: Round #${r}\n`).join('') });
  });
});
