import { expect, test, type Role } from './fixtures';

// Spec §6: Captain Dashboard for captain and admin; Ref Dashboard for referee and admin;
// Admin Dashboard for admin only; Profile and Logout for everyone signed in. product.md adds
// Stats for statisticians (decision 037).
const expectations: Record<Role, string[]> = {
  admin: ['Profile', 'Captain Dashboard', 'Ref Dashboard', 'Admin Dashboard', 'Logout'],
  captain: ['Profile', 'Captain Dashboard', 'Logout'],
  referee: ['Profile', 'Ref Dashboard', 'Logout'],
  statistician: ['Profile', 'Stats', 'Logout'],
  player: ['Profile', 'Logout'],
};

for (const [role, items] of Object.entries(expectations) as [Role, string[]][]) {
  test.describe(() => {
    test.use({ signedInAs: role });

    test(`the ${role}'s account menu shows the e-mail, the role and the right entries`, async ({ page, account }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.getByRole('menu');
      await expect(menu).toContainText(account.email);
      await expect(menu).toContainText(`Role: ${role}`);
      await expect(menu.getByRole('menuitem')).toHaveText(items);
    });
  });
}
