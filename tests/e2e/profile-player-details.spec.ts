import { expect, signIn, test } from './fixtures';
import { makePhoto } from './waitlist-fixtures';

test('a player saves their details, then a photo that is saved at once; failures keep what was typed', async ({ page, context, newAccount }) => {
  // Two saves, a photo upload and its crop, reloads and two refused saves: 80-100 s on a busy CI.
  test.setTimeout(150_000);
  const player = await newAccount({ firstName: 'Casey', lastName: 'Morgan' });
  await signIn(context, player);
  await page.goto('/profile');

  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Player details' }) });
  await expect(section.getByText('Save your player details below first')).toBeVisible();
  // A first save starts from the account's name.
  await expect(section.getByLabel('First name')).toHaveValue('Casey');
  await expect(section.getByLabel('Last name')).toHaveValue('Morgan');

  await section.getByLabel('Contact phone number').fill('416-555');
  await expect(section.getByText('Phone number must be at least 10 digits.')).toBeVisible();
  await section.getByLabel('Contact phone number').fill('416-555-0177');
  await section.getByLabel('Jersey size').selectOption('XL');
  await section.getByRole('checkbox', { name: 'Striker' }).check();
  await section.getByLabel('Preferred position').selectOption('Striker');
  await section.getByLabel('Emergency contact name').fill('Jo Morgan');
  await section.getByLabel('Emergency contact phone').fill('416 555 0178');

  // A failed save: the spec's toast, nothing lost.
  await page.route('**/api/me/player', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Down.' } }) })
      : route.fallback(),
  );
  await section.getByRole('button', { name: 'Save player details' }).click();
  await expect(page.getByText('Failed to save changes. Please try again.')).toBeVisible();
  await expect(section.getByLabel('Emergency contact name')).toHaveValue('Jo Morgan');
  await page.unroute('**/api/me/player');

  await section.getByRole('button', { name: 'Save player details' }).click();
  await expect(page.getByText('Your player details are saved.', { exact: true })).toBeVisible();

  // The photo: a failed upload says so and keeps the old (no) photo …
  await page.route('**/api/uploads/player-photos', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Down.' } }) }),
  );
  let chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Upload Photo' }).click();
  await (await chooser).setFiles(await makePhoto('jpeg'));
  await page.getByRole('dialog', { name: 'Crop Your Photo' }).getByRole('button', { name: 'Crop & Save' }).click();
  await expect(page.getByText('Photo Save Failed')).toBeVisible();
  await expect(page.getByText('Failed to save the photo. Please try again.')).toBeVisible();
  await expect(section.getByRole('img', { name: 'Your photo' })).toHaveCount(0);
  await page.unroute('**/api/uploads/player-photos');

  // … and a working one is stored with the player at once.
  chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Upload Photo' }).click();
  await (await chooser).setFiles(await makePhoto('png'));
  await page.getByRole('dialog', { name: 'Crop Your Photo' }).getByRole('button', { name: 'Crop & Save' }).click();
  await expect(page.getByText('Photo Saved.')).toBeVisible();
  await expect(section.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /\/media\/player-photos\//);

  await page.reload();
  await expect(section.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /\/media\/player-photos\//);
  await expect(section.getByLabel('Jersey size')).toHaveValue('XL');
  await expect(section.getByRole('checkbox', { name: 'Striker' })).toBeChecked();
  await expect(section.getByLabel('Contact phone number')).toHaveValue('416-555-0177');

  // Clear Photo removes it from the profile.
  await section.getByRole('button', { name: 'Clear Photo' }).click();
  await expect(section.getByRole('img', { name: 'Your photo' })).toHaveCount(0);
  await page.reload();
  await expect(section.getByRole('button', { name: 'Upload Photo' })).toBeVisible();
  await expect(section.getByRole('img', { name: 'Your photo' })).toHaveCount(0);
});
