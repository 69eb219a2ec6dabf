import { expect, test } from './fixtures';

test.use({ signedInAs: 'admin' });

test('an admin posts an announcement, a visitor sees it on the home page, and deleting it takes it away', async ({ page, browser }) => {
  // Two browsers (admin and visitor): more than the default time on a busy machine.
  test.setTimeout(120_000);
  const title = `Field update ${Date.now()}`;
  await page.goto('/admin/announcements');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();

  await page.getByRole('button', { name: 'New announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New announcement' });
  // Nothing typed: the form says what is missing and posts nothing.
  await dialog.getByRole('button', { name: 'Post announcement' }).click();
  await expect(dialog.getByText('Title must be 1 to 120 characters.')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Message').fill('The north field is closed this week; all games move to the south field.');
  await dialog.getByRole('switch', { name: 'Pinned' }).check();
  await dialog.getByRole('button', { name: 'Post announcement' }).click();
  await expect(page.getByText('Announcement posted.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Published')).toBeVisible();
  await expect(card.getByText('Pinned')).toBeVisible();

  // A visitor who is not signed in, in a browser of their own.
  const visitor = await browser.newContext();
  const home = await visitor.newPage();
  await home.goto('/');
  // The home page gathers games, standings and more: allow for a slow first load.
  await expect(home.getByRole('region', { name: 'Announcements' }).getByText(title)).toBeVisible({ timeout: 30_000 });

  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete announcement?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Announcement deleted.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await home.reload();
  await expect(home.getByRole('region', { name: 'Announcements' })).toBeVisible({ timeout: 30_000 });
  await expect(home.getByText(title)).toHaveCount(0);
  await visitor.close();
});
