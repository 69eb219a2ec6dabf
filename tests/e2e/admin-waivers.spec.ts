import type { AdminWaiverList } from '../../src/shared/api/waivers';
import { expect, expectAccessible, rootAdminApi, test } from './fixtures';

// The active waiver is one league-wide state, and other journeys accept or sign the demo's
// version: this file activates a new version for as short a time as it can and puts the
// demo's back afterwards, even when a step fails.
test.describe.configure({ mode: 'serial' });

test.use({ signedInAs: 'admin' });

let demoWaiverId: string | null = null;

test.beforeAll(async ({ baseURL }) => {
  const api = await rootAdminApi(baseURL ?? '');
  const list = (await (await api.get('/api/admin/waivers')).json()) as AdminWaiverList;
  demoWaiverId = list.items.find((w) => w.is_active)?.id ?? null;
});

test.afterAll(async ({ baseURL }) => {
  if (!demoWaiverId) return;
  const api = await rootAdminApi(baseURL ?? '');
  const response = await api.post(`/api/admin/waivers/${demoWaiverId}/activate`, { data: {} });
  // 409: it is active already (the journey stopped before activating another).
  expect([200, 409]).toContain(response.status());
});

test('the admin sees who signed the demo waiver, writes version 2 from it and activates it; the public waiver follows', async ({ page }) => {
  test.setTimeout(120_000);
  expect(demoWaiverId).not.toBeNull();
  // Phone first: the lists and the version's details at 390 px, the writing at a desk.
  await page.setViewportSize({ width: 390, height: 844 });

  // The dashboard's Unsigned waivers card opens the list of players who still have to sign.
  await page.goto('/admin/dashboard');
  const card = page.locator('[data-stat="unsigned-waivers"]');
  await expect(card.locator('[data-stat-value]')).toHaveText(/^[1-9][\d,]*$/, { timeout: 30_000 });
  await card.getByRole('link', { name: 'Unsigned waivers' }).click();
  await expect(page).toHaveURL(/\/admin\/waivers\?tab=unsigned&season_id=[0-9a-f-]{36}$/);
  const drawer = page.getByRole('dialog', { name: 'Version 1', exact: true });
  await expect(drawer.getByRole('tab', { name: 'Not signed yet' })).toHaveAttribute('aria-selected', 'true');
  // The same rule as the card's figure (the API tests compare the two; other journeys may register meanwhile).
  await expect(drawer.getByText(/^[1-9][\d,]* players? ha(s|ve) not signed version 1 for /)).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Players who have not signed' }).getByRole('row')).not.toHaveCount(0);

  // Who signed it, and when.
  await drawer.getByRole('tab', { name: 'Signatures' }).click();
  const signatures = drawer.getByRole('table', { name: 'Signatures of version 1' });
  await expect(signatures.getByRole('row').nth(1)).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /\/api\/admin\/waivers\/[0-9a-f-]{36}\/signatures\/export\.csv$/);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('signatures-390.png') });
  await drawer.getByRole('button', { name: 'Close version details' }).click();
  await expect(page).toHaveURL('/admin/waivers');

  const versions = page.getByRole('list', { name: 'Waiver versions' });
  const first = versions.locator('[data-version="1"]');
  await expect(first.getByText('Active', { exact: true })).toBeVisible();
  await expect(first.getByText(/[1-9][\d,]* signatures/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('versions-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Version 2, started from the active text.
  const extra = `Players bring their own shin guards (${Date.now().toString(36)}).`;
  await page.getByRole('button', { name: 'New version' }).click();
  const form = page.getByRole('dialog', { name: 'New waiver version' });
  const body = form.getByLabel('Waiver text');
  await expect(body).toHaveValue(/at least 14 years old/);
  await body.fill(`${await body.inputValue()}\n\n${extra}`);
  await form.getByRole('button', { name: 'Create version' }).click();
  const toastText = page.getByText(/Version \d+ created\./);
  await expect(toastText).toBeVisible();
  const number = /Version (\d+) created/.exec((await toastText.textContent()) ?? '')?.[1] ?? '';
  expect(Number(number)).toBeGreaterThan(1);
  const created = page.getByRole('dialog', { name: `Version ${number}`, exact: true });
  await expect(created.getByText(extra)).toBeVisible();

  // Activating asks first: players will sign the new version.
  await created.getByRole('button', { name: `Activate version ${number}` }).click();
  const confirm = page.getByRole('dialog', { name: `Activate version ${number}?` });
  await expect(confirm).toContainText('will be asked to sign the new version');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: `Activate version ${number}` }).click();
  await expect(page.getByText(`Version ${number} is now the active waiver.`)).toBeVisible();
  await created.getByRole('button', { name: 'Close version details' }).click();
  await expect(versions.locator(`[data-version="${number}"]`).getByText('Active', { exact: true })).toBeVisible();
  await expect(first.getByText('Active', { exact: true })).toHaveCount(0);

  // The public waiver page now shows the new version.
  await page.goto('/waiver');
  await expect(page.getByText(`Version ${number}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(extra)).toBeVisible();
});
