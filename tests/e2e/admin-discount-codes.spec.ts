import { expect, expectAccessible, test } from './fixtures';

test.use({ signedInAs: 'admin' });

test('an admin creates a percent code typed in lower case, is refused a duplicate, and deactivates the code', async ({ page }) => {
  test.setTimeout(120_000);
  const typed = `spring-${Date.now().toString(36)}`;
  const code = typed.toUpperCase();

  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/admin/discount-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Discount Codes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/discount-codes/export.csv');

  await page.getByRole('button', { name: 'New code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New discount code' });
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(typed);
  await dialog.getByLabel('Description').fill('Early bird');
  await dialog.getByLabel('Percent off (%)').fill('20');
  await dialog.getByLabel('Maximum uses').fill('50');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(dialog).toBeHidden();

  // Stored and shown upper-case, whatever was typed.
  const card = page.getByRole('article', { name: code });
  await expect(card).toContainText('20% off');
  await expect(card).toContainText('Early bird');
  await expect(card).toContainText('Any season · Any time');
  await expect(card).toContainText('Uses: 0 of 50');
  await expect(card).toContainText('Active');

  // The same code again, in lower case: refused under the field, and the form keeps what was typed.
  await page.getByRole('button', { name: 'New code' }).click();
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(typed);
  await dialog.getByLabel('Percent off (%)').fill('15');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(dialog.getByText('A discount code with this code already exists.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue(typed);
  await expect(dialog.getByLabel('Percent off (%)')).toHaveValue('15');
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: code })).toHaveCount(1);

  // Deactivated: the badge says so and the button turns into Activate.
  await card.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(card).toContainText('Inactive');
  await expect(card.getByRole('button', { name: `Activate ${code}` })).toBeVisible();

  // The status filter works on the server: the code is among the inactive ones only.
  await page.getByLabel('Search', { exact: true }).fill(typed);
  await expect(page).toHaveURL(new RegExp(`q=${typed}`));
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' });
  await expect(page.getByText('No discount codes match these filters.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Inactive' });
  await expect(page.getByRole('article', { name: code })).toBeVisible();
  // Checked once the toasts have gone: axe would measure text half-way through a fade.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  // And with the pointer off the buttons: a hovered button's colours are not its resting ones.
  await page.mouse.move(0, 0);
  await expectAccessible(page);
});
