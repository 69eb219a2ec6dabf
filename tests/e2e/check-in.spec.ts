import { writeFile } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import type { CheckInSheet } from '../../src/shared/api/check-in';
import { chromiumLaunchOptions } from '../../playwright.config';
import { expect, expectAccessible, test } from './fixtures';
import { setUpRefereeGame } from './referee-fixtures';

// Issue 24, decision 083: a player's pass, rendered on /profile, is scanned from the camera at
// /admin/check-in by the game's referee, with the phone offline; the check-in is kept on the
// phone with its scan time and reaches the server once, when the phone is back online.

test.use({ signedInAs: 'referee' });

const WIDTH = 640;
const HEIGHT = 480;

/** The pass image as /profile drew it, in grey levels (read off the page's own <img>). */
async function passPixels(page: Page): Promise<{ width: number; height: number; luma: number[] }> {
  const qr = page.getByTestId('player-pass-qr');
  await expect(qr).toBeVisible();
  return qr.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const luma: number[] = [];
    for (let i = 0; i < data.length; i += 4) luma.push(Math.round(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0)));
    return { width: canvas.width, height: canvas.height, luma };
  });
}

/** A Y4M video (Chromium's fake camera file) showing the pass in the middle of a white frame. */
function y4mOf(pass: { width: number; height: number; luma: number[] }): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT, 255);
  const left = Math.floor((WIDTH - pass.width) / 2);
  const top = Math.floor((HEIGHT - pass.height) / 2);
  for (let row = 0; row < pass.height; row += 1) {
    for (let col = 0; col < pass.width; col += 1) y[(top + row) * WIDTH + left + col] = pass.luma[row * pass.width + col] ?? 255;
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 5 }, () => frame)]);
}

test('a pass shown on /profile is scanned offline at check-in, then synced once', async ({ page, account, newAccount, baseURL }, testInfo) => {
  const game = await setUpRefereeGame(baseURL ?? '', newAccount, account);

  // The player opens their pass on /profile (light theme, checked by axe).
  const playerPage = await page.context().browser()?.newContext({ baseURL, storageState: game.scorer.account.storageState });
  if (!playerPage) throw new Error('no browser');
  const profile = await playerPage.newPage();
  await profile.goto('/profile');
  await expect(profile.getByRole('heading', { name: 'Player pass' })).toBeVisible();
  const pixels = await passPixels(profile);
  await expectAccessible(profile);
  await playerPage.close();
  const video = testInfo.outputPath('pass.y4m');
  await writeFile(video, y4mOf(pixels));

  // The referee's phone: a browser whose camera films the pass.
  const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, `--use-file-for-fake-video-capture=${video}`] });
  try {
    const context = await browser.newContext({ baseURL, storageState: account.storageState, permissions: ['camera'], viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    // What the scanner said, in the report of a failed run.
    const logs: string[] = [];
    phone.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    phone.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
    const dump = () => console.log(logs.slice(-30).join('\n'));
    phone.on('close', dump);
    await phone.goto('/admin/check-in');
    const home = phone.getByRole('region', { name: game.home.name });
    const row = home.getByTestId('check-in-row').filter({ hasText: game.scorer.name });
    await expect(row.getByTestId('check-in-state')).toHaveText('Not checked in');
    await expect(row.getByText('Unpaid')).toBeVisible();
    await expectAccessible(phone);

    await context.setOffline(true);
    await phone.getByRole('button', { name: 'Scan a pass' }).click();
    // The scan is answered from the phone's own data: the flags at once, and a reason asked for.
    const dialog = phone.getByRole('dialog', { name: `Check in ${game.scorer.name}?` });
    await expect(dialog.getByText('Unpaid')).toBeVisible();
    await dialog.getByRole('button', { name: 'Check in anyway' }).click();
    await expect(dialog.getByText('This player is flagged: give a reason to check them in.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Paying cash at the field');
    await dialog.getByRole('button', { name: 'Check in anyway' }).click();
    await phone.getByRole('button', { name: 'Stop scanning' }).click();
    await expect(row.getByTestId('check-in-state')).toContainText('waiting to sync');
    await expect(phone.getByText('1 check-in change waiting to be sent.')).toBeVisible();
    const before = (await (await account.api.get(`/api/games/${game.gameId}/check-in`)).json()) as CheckInSheet;
    expect(before.check_ins).toHaveLength(0);

    await context.setOffline(false);
    await expect(row.getByTestId('check-in-state')).toContainText(`by ${account.name}`);
    await expect(phone.getByText('waiting to be sent')).toBeHidden();
    const after = (await (await account.api.get(`/api/games/${game.gameId}/check-in`)).json()) as CheckInSheet;
    expect(after.check_ins).toHaveLength(1);
    expect(after.check_ins[0]).toMatchObject({
      player_id: game.scorer.playerId,
      method: 'pass',
      reason: 'Paying cash at the field',
      flags: expect.arrayContaining(['unpaid']),
    });
    await context.close();
  } finally {
    await browser.close();
  }
});
