import { expect, test } from '@playwright/test';
import { chooseSystem, TournamentListPage } from './pages/TournamentListPage';
import { NetrunnerPage } from './pages/NetrunnerPage';
import { PrintPage } from './pages/PrintPage';
import { identitiesOfSide, identityFaction } from '../../src/core/netrunner/identities';
import { nrtmSchema, validate } from '../netrunner/nrtmSchema';

/**
 * A regional as a TO runs it on one laptop: 26 players registered with identities picked from the
 * shipped list (one typed, newer than the list), 5 single-sided Swiss rounds entered by mouse, a
 * drop after round 3, a top-8 double-elimination cut drawn as a bracket, and the ABR upload.
 */
const names = [
  'Aiko', 'Bram', 'Cleo', 'Dmitri', 'Esme', 'Farid', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kira', 'Luca', 'Maya',
  'Nils', 'Olga', 'Pavel', 'Quinn', 'Rafa', 'Sofia', 'Timo', 'Ulla', 'Viktor', 'Wanda', 'Xander', 'Yara', 'Zeno',
];
const corps = identitiesOfSide('corp');
const runners = identitiesOfSide('runner');
/** Not on the list (a newer identity): typed, its faction from the megacorp's name. */
const typedCorp = 'Jinteki: Sensational Synthetics';

interface AbrJson {
  cutToTop: number;
  players: { name: string; corpIdentity: string | null; corpFaction: string | null; runnerIdentity: string | null; runnerFaction: string | null }[];
  eliminationPlayers: { name: string }[];
  rounds: { table: number; eliminationGame: boolean; intentionalDraw: boolean }[][];
}

test('runs a 26-player regional: identities from the list, results by mouse, a drop, a top-8 double-elimination cut, the ABR export', async ({ page }) => {
  test.setTimeout(150_000);
  const list = new TournamentListPage(page);
  await list.goto();
  // The rounds the form suggests for the 26 expected players, and where the number comes from.
  const form = page.getByRole('form', { name: 'New tournament' });
  await chooseSystem(form, 'sass');
  await form.getByLabel('Expected players', { exact: true }).fill('26');
  await expect(form.getByLabel('Rounds', { exact: true })).toHaveValue('5');
  await expect(form.getByText(/^5 rounds suggested for 26 players \(⌈log₂ n⌉ from the 1998 Netrunner Tournament Protocol’s table, which was written for two-game \(double-sided\) rounds; no source gives a number of single-sided rounds/)).toBeVisible();
  await form.getByText(/rounds suggested for 26 players/).screenshot({ path: 'test-results/netrunner/rounds-suggested.png' });
  const t = await NetrunnerPage.create(page, 'Regional 2026', { rounds: 5, costModel: 'sass' });

  const registered = names.map((name, i) => ({
    name,
    corp: i === 25 ? typedCorp : corps[i % corps.length]!.name,
    runner: runners[(i * 7) % runners.length]!.name,
    ...(i % 5 === 0 ? { pronouns: 'they/them' } : {}),
    ...(i === 25 ? { typed: 'corp' as const } : {}),
  }));
  for (const p of registered) await t.addNetrunnerPlayer(p);
  await t.seed({ method: 'random' });

  for (let round = 1; round <= 5; round++) {
    await t.pairNextRound(round);
    const boards = await t.boardCount(round);
    expect(boards).toBe(round <= 3 ? 13 : 12);
    // the identity each player plays on this seat, under the name
    const first = (await t.boards(round).locator('tbody tr').first().locator('td.player').allInnerTexts());
    expect(registered.some((p) => first[0]?.includes(p.corp))).toBe(true);
    expect(registered.some((p) => first[1]?.includes(p.runner))).toBe(true);
    // from round 2 on, each player's Corp/Runner games so far beside the name (Aesop's Tables)
    if (round >= 2) await expect(t.boards(round).locator('.player-sides').first()).toHaveText(/^C\d R\d$/);
    for (let b = 1; b <= boards; b++) {
      // round 1, board 2: the players agree an intentional draw (a tie, marked ID as Cobra marks it)
      if (round === 1 && b === 2) await t.resultByMouse(b, 'Intentional draw', 'Tie (ID)');
      else await t.resultByMouse(b, b % 3 === 0 ? 'Runner win' : 'Corp win');
    }
    // Zeno drops after round 3; a bye then goes to someone still in (25 players)
    if (round === 3) await t.dropPlayer('Zeno', 4);
    if (round === 5) await page.getByRole('table', { name: 'Round 5 boards' }).screenshot({ path: 'test-results/netrunner/regional-round5.png' });
    if (round === 4) {
      await expect(page.getByText(/^Byes: /)).not.toContainText('Zeno');
      await expect(t.boards(round)).not.toContainText('Zeno');
    }
  }

  await t.openCut();
  // the identities toggle, as Cobra has it
  await page.getByRole('region', { name: 'Cut and export' }).getByLabel('Show identities').check();
  await expect(t.netrunnerStandings.locator('thead')).toContainText('Corp identity');
  await expect(t.netrunnerStandings).toContainText(typedCorp);
  const rows = await t.netrunnerStandings.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent ?? ''));
  expect(rows).toHaveLength(26);
  expect(rows.filter((r) => r.endsWith(' (dropped)'))).toEqual(['Zeno (dropped)']);
  const top8 = rows.filter((r) => !r.endsWith(' (dropped)')).slice(0, 8);

  await t.startCut('double', 8);
  await expect(t.bracket.locator('li')).toHaveCount(15);
  let played = 0;
  for (let i = 0; i < 15; i++) {
    const text = await t.playNextCutGame((a, b) => (top8.indexOf(a) < top8.indexOf(b) ? 0 : 1));
    if (text === null) break;
    played++;
  }
  expect(played).toBeGreaterThanOrEqual(14);
  // round 1: each higher seed chose (to corp), and that choice is kept with the game and drawn
  await expect(t.bracket.getByRole('listitem', { name: 'Cut game 1', exact: true })).toContainText(`${top8[0]}’s choice as the higher seed`);
  await expect(page.getByRole('img', { name: 'Cut bracket, drawn' }).locator('g[data-game="1"]')).toContainText('(1) chose Corp');
  const ranking = await t.cutRanking();
  expect([...ranking].sort()).toEqual([...top8].sort());
  expect(ranking).not.toContain('Zeno');
  const drawn = page.getByRole('img', { name: 'Cut bracket, drawn' });
  await expect(drawn.locator('g[data-game]')).toHaveCount(15);
  await expect(drawn).toContainText(ranking[0] ?? '');

  const abr = (await t.exportAbr()) as AbrJson;
  expect(validate(nrtmSchema, abr)).toEqual([]);
  expect(abr.cutToTop).toBe(8);
  expect(abr.eliminationPlayers.map((p) => p.name)).not.toContain('Zeno');
  expect(abr.eliminationPlayers.map((p) => p.name)).toEqual(ranking);
  expect(abr.rounds.flat().filter((g) => g.eliminationGame)).toHaveLength(played);
  // the intentional draw entered by mouse is flagged on its table, and only there
  expect(abr.rounds.flat().filter((g) => g.intentionalDraw)).toEqual([expect.objectContaining({ table: 2 })]);
  expect(abr.rounds[0]?.find((g) => g.table === 2)?.intentionalDraw).toBe(true);
  expect(abr.players).toHaveLength(26);
  for (const p of registered) {
    const sent = abr.players.find((x) => x.name === p.name);
    expect(sent, p.name).toBeDefined();
    expect([sent?.corpIdentity, sent?.runnerIdentity]).toEqual([p.corp, p.runner]);
    // every faction known: the list's, or the megacorp's for the typed identity
    expect([sent?.corpFaction, sent?.runnerFaction]).toEqual([identityFaction(p.corp), identityFaction(p.runner)]);
    expect(sent?.corpFaction).not.toBeNull();
    expect(sent?.runnerFaction).not.toBeNull();
  }
  expect(abr.players.find((x) => x.name === 'Zeno')?.corpFaction).toBe('jinteki');

  // the home list says the event is over
  await list.goto();
  await expect(page.getByRole('list', { name: 'Tournaments' }).getByRole('listitem').filter({ hasText: 'Regional 2026' })).toContainText('Finished');
});

test('plays a single-elimination top 4 with a third-place game: the losing semi-finalists play for third', async ({ page, context }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  const t = await NetrunnerPage.create(page, 'Store Champs', { rounds: 2, costModel: 'sass' });
  for (const name of ['Ana', 'Ben', 'Cai', 'Dov', 'Eli', 'Fay']) await t.addPlayer({ name, rating: 0 });
  await t.seed({ method: 'random' });
  for (let round = 1; round <= 2; round++) {
    await t.pairNextRound(round);
    await t.enterResults(['1', '0', '1']);
  }
  await t.openCut();
  const form = page.getByRole('form', { name: 'Start the cut' });
  await form.getByLabel('Elimination', { exact: true }).selectOption('single');
  await form.getByLabel('Top', { exact: true }).selectOption('4');
  await form.getByLabel('Third-place game').check();
  await form.getByRole('button', { name: 'Start the cut' }).click();
  await expect(t.bracket.locator('li')).toHaveCount(4);
  await expect(t.bracket.getByRole('listitem', { name: 'Cut game 4', exact: true })).toContainText('Third-place game');
  // the first-named player wins every game
  for (let i = 0; i < 4; i++) expect(await t.playNextCutGame(() => 0)).not.toBeNull();
  expect(await t.playNextCutGame(() => 0)).toBeNull();
  const ranking = await t.cutRanking();
  expect(ranking).toHaveLength(4);
  const third = t.bracket.getByRole('listitem', { name: 'Cut game 4', exact: true });
  await expect(third).toContainText(`won by ${ranking[2]}`);
  await expect(page.getByRole('img', { name: 'Cut bracket, drawn' })).toContainText('Game 4 (third place)');

  // Printed, on A4 portrait and landscape: the bracket fills the page, every name inside its box.
  const id = Number(/#\/t\/(\d+)\//.exec(page.url())?.[1]);
  const sheet = new PrintPage(await context.newPage());
  for (const orientation of ['landscape', 'portrait'] as const) {
    await sheet.open(id, 'bracket', { orientation });
    await expect(sheet.page.getByRole('img', { name: 'Cut bracket' })).toContainText('Game 4 (third place)');
    const fit = await sheet.bracketFit();
    expect(fit.outside, orientation).toEqual([]);
    expect(fit.namePt, orientation).toBeGreaterThanOrEqual(11.9);
    expect(fit.widthShare, orientation).toBeGreaterThan(0.95);
    expect(fit.heightShare, orientation).toBeGreaterThan(0.8);
    expect(await sheet.savePdf(`test-results/netrunner/bracket-top4-${orientation}.pdf`)).toBe(1);
  }
  await sheet.page.close();
});
