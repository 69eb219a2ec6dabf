import { expect, test } from './fixtures';

test.use({ signedInAs: 'admin' });

test('an admin creates a division, a season and an OPEN registration period with a fee', async ({ page }) => {
  // Three pages and three forms: longer than one page's journey on a shared two-core machine.
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const divisionName = `Coed Masters ${tag}`;
  const seasonName = `Summer League ${tag}`;

  // A division first: the period form chooses among divisions.
  await page.goto('/admin/divisions');
  await expect(page.getByRole('heading', { level: 1, name: 'Divisions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/divisions/export.csv');
  await page.getByRole('button', { name: 'New division' }).click();
  const divisionDialog = page.getByRole('dialog', { name: 'New division' });
  await divisionDialog.getByLabel('Division name').fill(divisionName);
  await divisionDialog.getByLabel('Description').fill('Over 35, mixed teams.');
  await divisionDialog.getByRole('button', { name: 'Create division' }).click();
  await expect(divisionDialog).toBeHidden();
  const divisionCard = page.getByRole('article', { name: divisionName });
  await expect(divisionCard).toContainText('Over 35, mixed teams.');
  await expect(divisionCard).toContainText('0 seasons · 0 teams');

  // A season whose end comes before its start is refused, and what was typed stays.
  await page.goto('/admin/seasons');
  await expect(page.getByRole('heading', { level: 1, name: 'Seasons' })).toBeVisible();
  await page.getByRole('button', { name: 'New season' }).click();
  const seasonDialog = page.getByRole('dialog', { name: 'New season' });
  await seasonDialog.getByLabel('Season name').fill(seasonName);
  await seasonDialog.getByLabel('Start date').fill('2031-05-01');
  await seasonDialog.getByLabel('End date').fill('2031-04-01');
  await seasonDialog.getByLabel('Status').selectOption({ label: 'Registration' });
  await seasonDialog.getByRole('button', { name: 'Create season' }).click();
  await expect(seasonDialog.getByText('End date cannot be before the start date.')).toBeVisible();
  await expect(seasonDialog.getByLabel('Season name')).toHaveValue(seasonName);
  await expect(seasonDialog.getByLabel('Start date')).toHaveValue('2031-05-01');
  await expect(seasonDialog.getByLabel('End date')).toHaveValue('2031-04-01');

  await seasonDialog.getByLabel('End date').fill('2031-08-31');
  // The message goes as soon as the date is right (and the button moves up with it).
  await expect(seasonDialog.getByText('End date cannot be before the start date.')).toBeHidden();
  await seasonDialog.getByRole('button', { name: 'Create season' }).click();
  await expect(seasonDialog).toBeHidden();
  const seasonCard = page.getByRole('article', { name: seasonName });
  await expect(seasonCard.getByLabel('Status')).toHaveValue('registration');
  await expect(seasonCard).toContainText('0 teams · 0 registration periods');
  await expect(seasonCard.locator('time').first()).toHaveAttribute('datetime', '2031-05-01');

  // Its registration periods open on the same page, in the season's card.
  await seasonCard.getByRole('button', { name: 'Registration periods' }).click();
  await expect(page).toHaveURL(/\/admin\/seasons\?season=[0-9a-f-]{36}$/);
  await expect(seasonCard.getByText('No registration periods yet.')).toBeVisible();
  await seasonCard.getByRole('button', { name: 'New registration period' }).click();
  const periodDialog = page.getByRole('dialog', { name: `New registration period · ${seasonName}` });
  await periodDialog.getByLabel('Division').selectOption({ label: divisionName });
  await periodDialog.getByLabel('Registration status').selectOption({ label: 'Open' });
  await periodDialog.getByLabel('Opens at').fill('2031-03-01T09:00');
  await periodDialog.getByLabel('Closes at').fill('2031-04-15T21:00');
  await periodDialog.getByLabel('Capacity').fill('48');
  await periodDialog.getByLabel('Fee ($)').fill('95.50');
  await periodDialog.getByRole('button', { name: 'Create period' }).click();
  await expect(periodDialog).toBeHidden();

  const row = seasonCard.getByRole('row', { name: new RegExp(divisionName) });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('48');
  await expect(row).toContainText('$95.50');
  await expect(row).toContainText('Mar 1');
  await expect(seasonCard).toContainText('0 teams · 1 registration period');

  // Stored: after a reload the link still opens the season's periods.
  await page.reload();
  const reloaded = page.getByRole('article', { name: seasonName });
  await expect(reloaded.getByRole('heading', { name: 'Registration periods' })).toBeVisible({ timeout: 20_000 });
  await expect(reloaded.getByRole('row', { name: new RegExp(divisionName) })).toContainText('$95.50');

  // And the division now counts the season that offers it.
  await page.goto('/admin/divisions');
  await expect(page.getByRole('article', { name: divisionName })).toContainText('1 season · 0 teams');
});
