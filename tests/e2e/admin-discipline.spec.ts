import type { AdminDiscipline } from '../../src/shared/api/discipline';
import { expect, test, uniqueTag } from './fixtures';

test.use({ signedInAs: 'admin' });

/**
 * Issue 14's discipline page on the demo league, whose latest result has a red card (the seed
 * makes sure): an admin sees the suspension, is told a reason is needed, lifts it with one,
 * and the list says so.
 */
test('an admin lifts a red-card suspension of the demo league with a reason', async ({ page, account }) => {
  test.setTimeout(90_000);
  const answer = await account.api.get('/api/admin/discipline');
  expect(answer.status()).toBe(200);
  const { season, suspensions } = (await answer.json()) as AdminDiscipline;
  const red = suspensions.find((s) => s.reason === 'red_card');
  if (!season || !red) throw new Error('the demo league has no red-card suspension');

  try {
    await page.goto('/admin/discipline');
    // The first visit loads the page's chunk: slow on a busy two-core machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Discipline' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Rules in force: a red card suspends for \d+ games?/)).toBeVisible();

    await page
      .getByRole('button', { name: `Adjust ${red.player.name}'s suspension (red card)` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: `Adjust ${red.player.name}'s suspension` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Games').fill('0');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(dialog.getByText('Give a reason of 1 to 500 characters.')).toBeVisible();

    const reason = `Appeal upheld ${uniqueTag()}`;
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${red.player.name}'s suspension (red card) is lifted.`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: reason });
    await expect(row).toContainText('Lifted');
    await expect(row).toContainText(red.player.name);
  } finally {
    // Other journeys share the demo league: its suspension is put back as the rules give it.
    const restored = await account.api.put('/api/admin/discipline/adjustments', {
      data: {
        season_id: season.id,
        player_id: red.player.id,
        suspension_key: red.key,
        games: red.rule_games,
        reason: 'Restored after the discipline journey.',
      },
    });
    expect(restored.status()).toBe(200);
  }
});
