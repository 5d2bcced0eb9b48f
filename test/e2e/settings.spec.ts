import { expect, test } from '@playwright/test';
import { OrganiserPage } from './pages/OrganiserPage';
import { SettingsPage } from './pages/SettingsPage';
import { TournamentListPage } from './pages/TournamentListPage';
import { TournamentPage } from './pages/TournamentPage';

const entries = 'Name,Rating\nAlpha,2400\nBravo,2350\nCharlie,2300\nDelta,2250\n';

test('a TO switches a Dutch event to the 2017 rules before round 1, then finds the system locked and raises the number of rounds', async ({ page }) => {
  const list = new TournamentListPage(page);
  await list.goto();
  await list.createTournament('Club Championship', { system: 'dutch', rounds: 5 });
  const t = new TournamentPage(page);
  const o = new OrganiserPage(page);
  await o.chooseCsv('entries.csv', entries);
  await o.importButton().click();
  await expect(t.playersTable.locator('tbody tr')).toHaveCount(4);
  await t.seed({ method: 'group', groups: 1 });

  // Before round 1 the system and its options may still change: the club plays by the 2017 rules.
  const settings = new SettingsPage(page);
  await settings.open();
  await expect(settings.systemSelect).toBeEnabled();
  await settings.useDutchRules('2017');
  await expect(page.locator('.tournament-header .meta')).toContainText('FIDE Dutch (2017) · 5 rounds');

  await t.pairNextRound(1);

  // Once round 1 is paired the system, its rules, the scoring and the first colour are fixed (C.04.1).
  await settings.open();
  await settings.expectLocked('Pairing system', 'fixed once round 1 is paired');
  await settings.expectLocked('Dutch rules', 'fixed once round 1 is paired');
  await settings.expectLocked('Points for a win', /fixed once round 1 is paired/);
  await settings.expectLocked("Top seed's colour in round 1", 'fixed once round 1 is paired');
  await expect(settings.dutchRules).toHaveValue('2017');

  // The number of rounds may still grow.
  await settings.planRounds(7);
  await expect(settings.saved).toHaveText('Saved: rounds 5 → 7.');
  await expect(page.locator('.tournament-header .meta')).toContainText('7 rounds · round 1 of 7 paired');
  await expect(settings.roundsInput).toHaveValue('7');
});
