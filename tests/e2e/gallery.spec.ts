import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';

/** A real camera-sized PNG, made here, so the server has something to shrink. */
async function makeGalleryPhoto(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const width = 2400;
  const height = 1600;
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 46, g: 125, b: 50 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="1200" cy="800" r="300" fill="#ffffff"/></svg>`) }])
    .png()
    .toBuffer();
  return { name: 'match-day.png', mimeType: 'image/png', buffer };
}

const grid = (page: Page) => page.getByRole('list', { name: 'Photos' });

/** The image has arrived and decoded (its URL is served). */
async function expectLoaded(page: Page, alt: string) {
  const image = grid(page).getByRole('img', { name: alt, exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe('as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('an admin uploads a photo, sees it first, browses it in the lightbox, edits its caption and deletes it', async ({ page }) => {
    // A camera-sized photo is decoded and re-encoded twice on the server: give it room on a busy machine.
    test.slow();
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(grid(page).getByRole('listitem').first()).toBeVisible();

    const caption = `Cup final ${Date.now()}`;
    await page.locator('input[type="file"]').setInputFiles(await makeGalleryPhoto());
    await page.getByRole('textbox', { name: 'Caption' }).fill(caption);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Photo uploaded.')).toBeVisible();
    await expect(grid(page).getByRole('listitem').first().getByRole('img')).toHaveAttribute('alt', caption);
    await expectLoaded(page, caption);
    // The form is ready for the next one.
    await expect(page.getByRole('textbox', { name: 'Caption' })).toHaveValue('');

    // The lightbox: full image, caption as title, arrows, Escape, focus back on the thumbnail.
    const thumbnail = grid(page).getByRole('button', { name: caption, exact: true });
    await thumbnail.click();
    const lightbox = page.getByRole('dialog', { name: caption });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText(/^1 of \d+$/)).toBeVisible();
    await expect(lightbox.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const full = lightbox.getByRole('img', { name: caption });
    await expect(full).toHaveAttribute('src', /\/media\/player-photos\/gallery\/.+-match-day\.jpg$/);
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2048);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog').getByText(/^2 of \d+$/)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Previous' }).click();
    await expect(lightbox.getByText(/^1 of \d+$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(thumbnail).toBeFocused();

    // Edit the caption.
    const edited = `${caption} (edited)`;
    await grid(page)
      .getByRole('button', { name: `Edit caption: ${caption}` })
      .click();
    const editor = page.getByRole('dialog', { name: 'Edit caption' });
    await expect(editor.getByRole('textbox', { name: 'Caption' })).toHaveValue(caption);
    await editor.getByRole('textbox', { name: 'Caption' }).fill('x'.repeat(301));
    await editor.getByRole('button', { name: 'Save caption' }).click();
    await expect(editor.getByText('Caption must be at most 300 characters.')).toBeVisible();
    await editor.getByRole('textbox', { name: 'Caption' }).fill(edited);
    await editor.getByRole('button', { name: 'Save caption' }).click();
    await expect(editor).toBeHidden();
    await expect(grid(page).getByRole('listitem').first().getByRole('img')).toHaveAttribute('alt', edited);

    // Delete it, after confirming.
    await grid(page)
      .getByRole('button', { name: `Delete: ${edited}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete photo?' });
    await confirm.getByRole('button', { name: 'Delete photo' }).click();
    await expect(confirm).toBeHidden();
    await expect(grid(page).getByRole('img', { name: edited, exact: true })).toHaveCount(0);
    await expect(page.getByText('Photo deleted.')).toBeVisible();
  });

  test('an admin sees a refused file explained, and the caption kept', async ({ page }) => {
    await page.goto('/gallery');
    // A text file named like a photo: the browser calls it image/jpeg, the server looks inside.
    await page.locator('input[type="file"]').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo\n'.repeat(50)) });
    await page.getByRole('textbox', { name: 'Caption' }).fill('Kept caption');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('The photo must be a JPEG, PNG or WebP image.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Caption' })).toHaveValue('Kept caption');
    await expect(grid(page).getByRole('img', { name: 'Kept caption', exact: true })).toHaveCount(0);
  });
});

test('a visitor sees the photos and the lightbox, without admin controls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  // The demo league's photos (at least six).
  await expect(grid(page).getByRole('listitem').nth(5)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upload a photo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit caption/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // Opened from the keyboard.
  const first = grid(page).getByRole('listitem').first().getByRole('button');
  await first.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByText(/^1 of \d+$/)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Next' }).click();
  await expect(lightbox.getByText(/^2 of \d+$/)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Close photo' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(grid(page).getByRole('listitem').nth(1).getByRole('button')).toBeFocused();
});
