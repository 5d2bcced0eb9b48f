import { expect, test } from '@playwright/test';
import { fourPlayersPairedForRoundOne, inSecondTab } from './pages/scenarios';

test('a second tab sees a result entered in the first without reloading', async ({ context }) => {
  const first = await context.newPage();
  const t1 = await fourPlayersPairedForRoundOne(first, 'Two Tabs Open');

  const t2 = await inSecondTab(context, t1);
  const second = t2.page;
  await expect(t2.resultCell(1)).toHaveText('…');
  await expect(t2.resultCell(2)).toHaveText('…');

  await t1.enterResult(1, '1');
  await t1.enterResult(2, '=');
  await expect(t2.resultCell(1)).toHaveText('1-0');
  await expect(t2.resultCell(2)).toHaveText('½-½');
  // The pairing button in the second tab becomes available once the round is complete there too.
  await expect(second.getByRole('button', { name: 'Pair round 2' })).toBeEnabled();
});
