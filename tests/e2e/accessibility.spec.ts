import { expect, test, type Page } from '@playwright/test';
import { demoAccount, expectAccessible, signInThroughPage } from './fixtures';

/**
 * axe on every routed page, in light and dark, at phone and desktop widths: nothing serious
 * or critical. Add a page here when it is routed.
 */
const PUBLIC_PAGES = ['/', '/login', '/login?method=phone', '/register', '/reset-password', '/reset-password?token=not-a-real-token', '/no-such-page'];
const SIGNED_IN_PAGES: { path: string; role: string }[] = [{ path: '/profile', role: 'player' }];
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1280];

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}

/** Waits for the page to finish loading: no spinner, a main landmark with a heading. */
async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`public pages pass axe in the ${theme} theme at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        await test.step(path, () => expectAccessible(page));
      }
    });

    test(`signed-in pages pass axe in the ${theme} theme at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useTheme(page, theme);
      for (const { path, role } of SIGNED_IN_PAGES) {
        const account = demoAccount(role);
        await signInThroughPage(page, account.email, account.password);
        await expect(page).toHaveURL('/');
        await page.goto(path);
        await settled(page);
        await test.step(`${path} as ${role}`, () => expectAccessible(page));
        // The account menu open, as the signed-in user sees it.
        await page.getByRole('button', { name: 'Account menu' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await test.step(`${path} with the account menu open`, () => expectAccessible(page));
      }
    });
  }
}
