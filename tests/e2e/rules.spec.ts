import { expect, test } from './fixtures';

test.use({ signedInAs: 'admin' });

// Saving the rules (and a visitor reading them) is part of league-setup.spec.ts, the one
// journey that writes the rules text; this one never saves.
test('the settings form shows a field message and keeps what was typed', async ({ page }) => {
  await page.goto('/admin/settings');
  const forfeit = page.getByLabel('Forfeit score');
  await forfeit.fill('three-nil');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText("Forfeit score must be the winner's goals, a dash, then the loser's goals, e.g. 3-0.")).toBeVisible();
  await expect(forfeit).toHaveValue('three-nil');
});
