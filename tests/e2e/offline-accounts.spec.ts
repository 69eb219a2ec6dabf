import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createPlayer } from './factories';
import { type Account, expect, newSignedInContext, signInThroughPage, test } from './fixtures';
import { gameCard, rosteredOnOpenGame } from './my-schedule-fixtures';
import { reloadUnderServiceWorker } from './service-worker';

// Issue 19, item 8 (decision 055): a session that ends without a sign-out in this browser (its
// cookies cleared, or "sign out everywhere" on another device) leaves nothing of its player for
// the next person, offline either; and the worker never keeps the session answer (its token).

test.slow();
// The journeys block the installable app's worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

interface Kept {
  path: string;
  body: string;
}

/** What the origin's caches (the worker's) hold, but the hashed files: each entry's path and text. */
function keptAnswers(page: Page): Promise<Kept[]> {
  return page.evaluate(async () => {
    const kept: { path: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        if (path.startsWith('/assets/')) continue;
        kept.push({ path, body: (await (await cache.match(request))?.text()) ?? '' });
      }
    }
    return kept;
  });
}

/** The kept entries that name the player (their account or player record). */
async function keptOf(page: Page, person: { playerId: string; account: { id: string } }): Promise<string[]> {
  return (await keptAnswers(page)).filter((entry) => entry.body.includes(person.playerId) || entry.body.includes(person.account.id)).map((entry) => entry.path);
}

/** The session's token: the cookie holds it, signed ("token.signature"). */
async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
  const token = decodeURIComponent(cookie?.value ?? '').split('.')[0] ?? '';
  expect(token).not.toBe('');
  return token;
}

async function expectNoSessionAnswerKept(page: Page, token: string): Promise<void> {
  const kept = await keptAnswers(page);
  expect(kept.filter((entry) => entry.path === '/api/auth/get-session').map((entry) => entry.path)).toEqual([]);
  expect(kept.filter((entry) => entry.body.includes(token)).map((entry) => entry.path)).toEqual([]);
}

/** The player's schedule opened, then reloaded under the service worker, which has kept it. */
async function openScheduleUnderWorker(browser: Browser, account: Account, gameId: string) {
  const context = await newSignedInContext(browser, account, { serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/player/my-schedule');
  const card = gameCard(page, gameId);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await reloadUnderServiceWorker(page, () => expect(card).toBeVisible({ timeout: 30_000 }));
  return { context, page, card };
}

test('cookies cleared without a sign-out: offline, the schedule shows nothing of the player who was here', async ({
  browser,
  baseURL,
  request,
  newAccount,
}) => {
  test.setTimeout(150_000); // the worker's install (the offline pages' files) and two reloads, on two busy cores
  const { gameId, player } = await rosteredOnOpenGame(request, baseURL, newAccount);
  const { context, page, card } = await openScheduleUnderWorker(browser, player.account, gameId);
  // The player's own schedule is kept for them; their session's token is not.
  await expect.poll(() => keptOf(page, player)).toContain('/api/me/schedule');
  await expectNoSessionAnswerKept(page, await sessionToken(context));

  await context.clearCookies();
  await context.setOffline(true);
  await page.goto('/player/my-schedule');
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  await expect(card).toHaveCount(0);
  await expect.poll(() => keptOf(page, player)).toEqual([]);
  await context.close();
});

test('signed out everywhere from another device, then another player signs in here: offline, only their schedule', async ({
  browser,
  baseURL,
  request,
  newAccount,
}) => {
  test.setTimeout(180_000); // the worker's install, a sign-in through the page, offline reloads, on two busy cores
  const { gameId, player } = await rosteredOnOpenGame(request, baseURL, newAccount);
  const next = await createPlayer(newAccount, { firstName: 'Noor' });
  const { context, page, card } = await openScheduleUnderWorker(browser, player.account, gameId);
  await expect.poll(() => keptOf(page, player)).toContain('/api/me/schedule');

  // "Sign out everywhere" on another device: the player's API session is this browser's too.
  expect((await player.account.api.post('/api/auth/revoke-sessions', { data: {} })).ok()).toBe(true);
  // This browser learns it at its next visit: nothing of the player stays.
  await page.goto('/');
  await expect.poll(() => keptOf(page, player), { timeout: 15_000 }).toEqual([]);

  await signInThroughPage(page, next.account.email, next.account.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  await page.goto('/player/my-schedule');
  const notOnATeam = page.getByText(/^You are not on a team in /);
  await expect(notOnATeam).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Offline — showing the schedule as of / })).toBeVisible({ timeout: 30_000 });
  await expect(notOnATeam).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await keptOf(page, player)).toEqual([]);
  await expectNoSessionAnswerKept(page, await sessionToken(context));
  await context.close();
});

test('a sign-out here: nothing private of the player stays readable, offline either (decision 073)', async ({ browser, baseURL, request, newAccount }) => {
  test.setTimeout(150_000); // the worker's install and a reload, on two busy cores
  const { gameId, player } = await rosteredOnOpenGame(request, baseURL, newAccount);
  const { context, page, card } = await openScheduleUnderWorker(browser, player.account, gameId);
  await expect.poll(() => keptOf(page, player)).toContain('/api/me/schedule');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(
    page
      .getByRole('link', { name: 'Login' })
      .or(page.getByRole('button', { name: 'Login' }))
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => keptOf(page, player)).toEqual([]);
  expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('api-private:')))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/player/my-schedule');
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  await expect(card).toHaveCount(0);
  await context.close();
});
