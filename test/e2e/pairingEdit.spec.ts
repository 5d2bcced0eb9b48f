import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { OrganiserPage } from './pages/OrganiserPage';
import { PairingEditPage } from './pages/PairingEditPage';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

const entries = 'Name,Rating\nAlpha,2600\nBravo,2550\nCharlie,2500\nDelta,2450\nEcho,2400\nFoxtrot,2350\nGolf,2300\nHotel,2250\n';

/** "Name (start rank)" of every player on the round's boards, by start rank. */
const namesOn = async (page: Page, round: number): Promise<Map<string, string>> => {
  const cells = await page.getByRole('table', { name: `Round ${round} boards` }).locator('tbody tr').evaluateAll((trs) =>
    trs.flatMap((tr) => Array.from(tr.querySelectorAll('td')).slice(1, 3).map((td) => (td.querySelector('.name')?.textContent ?? '').trim())));
  return new Map(cells.map((c) => [/\((\d+)\)$/.exec(c)?.[1] ?? '?', c]));
};

test('a TO swaps two players who already met, accepts the rematch warning, re-pairs the round, and fixes a player to board 1', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('Swap Open', { system: 'dutch', rounds: 5 });
  const t = new TournamentPage(page);
  const o = new OrganiserPage(page);
  const edit = new PairingEditPage(page);
  await o.chooseCsv('entries.csv', entries);
  await o.importButton().click();
  await expect(t.playersTable.locator('tbody tr')).toHaveCount(8);
  await t.seed({ method: 'group', groups: 1 });
  await t.pairNextRound(1);
  const round1 = await t.pairings(1);
  await t.enterResults(['1', '1', '1', '1']);
  await t.pairNextRound(2);
  const program = await t.pairings(2);
  const names = await namesOn(page, 2);

  // Board 1's White met someone in round 1: put that opponent on board 1's Black seat.
  const [white] = program[0]!.split(' ');
  const opponent = round1.map((p) => p.split(' ')).find((p) => p.includes(white!))!.find((x) => x !== white)!;
  const at = program.findIndex((p) => p.split(' ').includes(opponent));
  const side = program[at]!.split(' ')[0] === opponent ? 'white' : 'black';
  const rematch = `Rematch: ${names.get(white!)} and ${names.get(opponent)} already met in round 1.`;

  // First the TO cancels: nothing changes.
  await edit.swapPlayers(1, 'black', at + 1, side);
  expect(await edit.warnings()).toContain(rematch);
  await edit.cancelEdit();
  expect(await t.pairings(2)).toEqual(program);

  // Then accepts: the new boards are stored and still there after a reload.
  await edit.swapPlayers(1, 'black', at + 1, side);
  expect(await edit.warnings()).toContain(rematch);
  await edit.acceptEdit();
  // The saved edit reaches the screen through the live query: wait for it.
  await expect.poll(async () => (await t.pairings(2))[0]).toBe(`${white} ${opponent}`);
  const swapped = await t.pairings(2);
  await page.reload();
  await expect(t.boards(2)).toBeVisible();
  expect(await t.pairings(2)).toEqual(swapped);
  await page.getByText('Audit log', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first()).toContainText('edit-pairing');
  await expect(page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first()).toContainText(rematch);

  // Re-pairing gives the program's pairing back.
  await edit.repairRound();
  await expect.poll(() => t.pairings(2)).toEqual(program);

  // A player on the last board (no points) is fixed to board 1: the re-paired round puts their board first.
  const [lastWhite] = program[program.length - 1]!.split(' ');
  const lastName = (names.get(lastWhite!) ?? '').replace(/ \(\d+\)$/, '');
  await t.section('Players');
  await edit.setFixedBoard(lastName, 1);
  await t.section('Rounds');
  await edit.repairRound();
  await expect.poll(async () => (await t.pairings(2))[0]).toBe(program[program.length - 1]);
  expect((await t.pairings(2)).slice(1)).toEqual(program.slice(0, -1));
});
