import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recordGoal, refereeView, setUpRefereeGame } from './referee-fixtures';

// Issue 20, item 2 (decision 058): offline at the field, the pages a referee and a visitor move
// between work, a signed-in person stays signed in, the referee's queued events are sent from
// any page once back online, and a page not kept offline says so at once.

test.slow();
// The journeys block the installable app's worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

/** The worker has taken the page over (it installs once the page is idle: slow on two busy cores). */
async function underServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active) && Boolean(navigator.serviceWorker.controller), null, {
    timeout: 60_000,
  });
}

/** The paths of the answers the worker keeps for the signed-in account. */
function keptPrivately(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('api-private:')) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test.describe('a referee', () => {
  test.use({ signedInAs: 'referee' });

  test('offline at the field: the dashboard opens from the game page, a reload keeps them signed in, the goal is sent from the dashboard', async ({
    page,
    context,
    account,
    newAccount,
    baseURL,
  }) => {
    test.setTimeout(180_000); // the worker's install, offline moves and a reload, on two busy cores
    const game = await setUpRefereeGame(baseURL ?? '', newAccount, account);
    const kickOff = await account.api.post(`/api/games/${game.gameId}/events`, { data: { type: 'kick_off', minute: 0, client_key: crypto.randomUUID() } });
    expect(kickOff.status()).toBe(201);
    const matchName = `${game.home.name} vs ${game.away.name}`;

    // A first visit, never reloaded: what the pages read before the worker took over is read
    // again through it, so it keeps the referee's account, roles and games.
    await page.goto('/referee/dashboard');
    const gameLink = page.getByRole('link', { name: new RegExp(game.home.name) });
    await gameLink.click({ timeout: 30_000 });
    const score = page.getByTestId('score');
    await expect(score).toHaveText('0 – 0', { timeout: 30_000 });
    await underServiceWorker(page);
    await expect
      .poll(() => keptPrivately(page), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['/sw/account', '/api/me/roles', '/api/referee/games', `/api/referee/games/${game.gameId}`]));

    await context.setOffline(true);
    await page.getByRole('link', { name: '← Referee dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Referee dashboard' })).toBeVisible();
    await expect(gameLink).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    await gameLink.click();
    await expect(score).toHaveText('0 – 0');
    await recordGoal(page, game.home.name, `#7 ${game.scorer.name}`);
    await expect(page.getByText('1 waiting to be sent')).toBeVisible();

    // Reloaded with no connection: still signed in, on the game, the goal still pending.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: matchName })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/referee/${game.gameId}$`));
    await expect(score).toHaveText('1 – 0');
    await expect(page.getByText('1 waiting to be sent')).toBeVisible();

    // Back to the dashboard, offline; the connection returns there: the goal is sent from it.
    await page.getByRole('link', { name: '← Referee dashboard' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Offline — showing your games as of / })).toBeVisible();
    expect((await refereeView(account.api, game.gameId)).game.events.filter((e) => e.type === 'goal')).toHaveLength(0);
    await context.setOffline(false);
    await expect
      .poll(async () => (await refereeView(account.api, game.gameId)).game.events.filter((e) => e.type === 'goal').length, { timeout: 30_000 })
      .toBe(1);
    await expect(page).toHaveURL(/\/referee\/dashboard$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('referee-offline-queue'))).toBe('[]');
  });
});

test('a visitor offline: /rankings, never opened, says at once it is not kept; once read, it opens offline', async ({ page, context }) => {
  test.setTimeout(150_000); // the worker's install and offline page loads, on two busy cores
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await underServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/rankings');
  const heading = page.getByRole('heading', { level: 1, name: 'Rankings' });
  await expect(heading).toBeVisible({ timeout: 10_000 });
  // At once: not after a spinner's twenty seconds.
  await expect(page.getByText('Not available offline')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText("This page was not kept on this device. It opens when you're back online.")).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // Back online the standings come by themselves; read once, they open offline too.
  await context.setOffline(false);
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible({ timeout: 30_000 });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Offline — showing the standings as of / })).toBeVisible({ timeout: 30_000 });
  await expect(table).toBeVisible();
});

test('a visitor offline: a kept public answer older than a week is no longer shown (decision 073)', async ({ page, context }) => {
  test.setTimeout(150_000); // the worker's install, on two busy cores
  await page.goto('/rankings');
  await expect(page.getByRole('heading', { level: 1, name: 'Rankings' })).toBeVisible({ timeout: 30_000 });
  await underServiceWorker(page);
  // Read through the worker: kept (the cache is written just after the answer), and readable offline while fresh.
  expect(await page.evaluate(async () => (await fetch('/api/rankings')).ok)).toBe(true);
  await expect.poll(() => page.evaluate(async () => Boolean(await (await caches.open('api-public')).match('/api/rankings')))).toBe(true);
  await context.setOffline(true);
  expect(await page.evaluate(async () => (await fetch('/api/rankings')).status)).toBe(200);

  // The kept answer made eight days old (its Date, which the expiry reads): offline, nothing.
  await page.evaluate(async () => {
    const cache = await caches.open('api-public');
    for (const request of await cache.keys()) {
      if (!new URL(request.url).pathname.startsWith('/api/rankings')) continue;
      const kept = await cache.match(request);
      if (!kept) continue;
      const headers = new Headers(kept.headers);
      headers.set('date', new Date(Date.now() - 8 * 86_400_000).toUTCString());
      await cache.put(request, new Response(await kept.blob(), { status: kept.status, headers }));
    }
  });
  expect(
    await page.evaluate(() =>
      fetch('/api/rankings').then(
        (response) => `answered ${response.status}`,
        () => 'no answer',
      ),
    ),
  ).toBe('no answer');
  await context.setOffline(false);
});
