import { expect, expectAccessible, test } from './fixtures';
import { recordGoal, refereeView, setUpRefereeGame } from './referee-fixtures';
import { reloadUnderServiceWorker } from './service-worker';

// Issue 13: the referee records an event while offline; it is kept on the phone, shown as
// pending, and arrives exactly once when the phone is back online, even when the first answer
// is lost on the way back.

test.use({ signedInAs: 'referee', viewport: { width: 360, height: 740 } });

test('a goal recorded offline is pending, survives a reload, and arrives once', async ({ page, context, account, newAccount, baseURL }) => {
  test.setTimeout(120_000); // three players made, offline and back, a lost answer and a reload, on a two-core machine
  const game = await setUpRefereeGame(baseURL ?? '', newAccount, account);
  const kickOff = await account.api.post(`/api/games/${game.gameId}/events`, { data: { type: 'kick_off', minute: 0, client_key: crypto.randomUUID() } });
  expect(kickOff.status()).toBe(201);

  // The field at night: the dark theme (axe checks the page in it below).
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto(`/referee/${game.gameId}`);
  // A first load fetches the page's chunks: slow on two busy cores.
  await expect(page.getByTestId('score')).toHaveText('0 – 0', { timeout: 20_000 });

  await context.setOffline(true);
  await expect(page.getByText('You are now offline. Some features may be limited.')).toBeVisible();
  await recordGoal(page, game.home.name, `#7 ${game.scorer.name}`);

  const events = page.getByRole('list', { name: 'Events, latest first' });
  const pendingGoal = events.getByRole('listitem').filter({ hasText: `Goal · ${game.home.name}: ${game.scorer.name}` });
  await expect(pendingGoal.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText('1 – 0');
  await expect(page.getByText('1 waiting to be sent')).toBeVisible();
  await expectAccessible(page);
  expect((await refereeView(account.api, game.gameId)).game.events.filter((e) => e.type === 'goal')).toHaveLength(0);

  // Back online, the answer is lost: the server stores the goal, the phone hears nothing (and
  // hears nothing on its retries either, until the route is cleared).
  const eventsUrl = `**/api/games/${game.gameId}/events`;
  let attempts = 0;
  await page.route(eventsUrl, async (route) => {
    attempts += 1;
    if (attempts === 1) await route.fetch();
    await route.abort('connectionfailed');
  });
  await context.setOffline(false);
  await expect.poll(() => attempts).toBeGreaterThanOrEqual(1);
  await expect.poll(async () => (await refereeView(account.api, game.gameId)).game.events.filter((e) => e.type === 'goal').length).toBe(1);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('referee-offline-queue') ?? '[]').length)).toBe(1);

  // The phone still holds the goal across a reload, and sends it again: the server answers with
  // the goal it has (same key), and stores no second one.
  await page.unroute(eventsUrl);
  await page.reload();
  await expect(page.getByTestId('score')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('waiting to be sent')).toBeHidden();
  await expect(events.getByText('Pending', { exact: true })).toHaveCount(0);
  await expect(events.getByRole('listitem').filter({ hasText: `Goal · ${game.home.name}: ${game.scorer.name}` })).toHaveCount(1);
  await expect(page.getByTestId('score')).toHaveText('1 – 0');

  // Exactly one goal on the server, and the score agrees.
  const stored = await refereeView(account.api, game.gameId);
  expect(stored.game.events.filter((e) => e.type === 'goal')).toHaveLength(1);
  expect(stored.game).toMatchObject({ home_score: 1, away_score: 0 });
  expect(await page.evaluate(() => localStorage.getItem('referee-offline-queue'))).toBe('[]');
});

// Issue 20, item 1: back online, the page sent the queued goal, then an answer read before the
// goal landed arrived and the page fell back to the old score; End game confirmed it.
test('a goal sent on reconnecting stays when a late answer without it arrives; End game confirms it', async ({
  page,
  context,
  account,
  newAccount,
  baseURL,
}) => {
  test.setTimeout(120_000); // three players made, offline and back, on a two-core machine
  const game = await setUpRefereeGame(baseURL ?? '', newAccount, account);
  for (const data of [
    { type: 'kick_off', minute: 0 },
    { type: 'goal', minute: 10, team_id: game.home.id, player_id: game.scorer.playerId },
    { type: 'half_time', minute: 45 },
  ]) {
    const response = await account.api.post(`/api/games/${game.gameId}/events`, { data: { ...data, client_key: crypto.randomUUID() } });
    expect(response.status()).toBe(201);
  }
  // What the server says before the second goal: the late answer below.
  const before = await refereeView(account.api, game.gameId);

  // The page's own clock, so its regular refetch can be made to come due.
  await page.clock.install();
  await page.goto(`/referee/${game.gameId}`);
  const score = page.getByTestId('score');
  await expect(score).toHaveText('1 – 0', { timeout: 20_000 });

  await context.setOffline(true);
  await recordGoal(page, game.away.name, `#4 ${game.awayPlayer.name}`);
  await expect(score).toHaveText('1 – 1');
  // The page's regular refetch comes due while offline: it waits for the connection.
  await page.clock.fastForward('00:31');

  // That read is answered late, with what it read before the goal landed.
  let lateAnswerServed = false;
  const goalAnswered = page.waitForResponse((r) => r.url().endsWith(`/api/games/${game.gameId}/events`) && r.request().method() === 'POST');
  await page.route(`**/api/referee/games/${game.gameId}`, async (route) => {
    if (lateAnswerServed) return route.continue();
    await goalAnswered;
    lateAnswerServed = true;
    await route.fulfill({ status: 200, json: before });
  });
  await context.setOffline(false);
  expect((await goalAnswered).status()).toBe(201);
  await expect.poll(() => lateAnswerServed).toBe(true);
  // The two seconds: the late answer has long been handled.
  await page.waitForTimeout(2_000);

  await expect(page.getByText('waiting to be sent')).toBeHidden();
  await expect(score).toHaveText('1 – 1');
  await page.getByRole('button', { name: 'End game' }).click();
  await expect(page.getByRole('dialog', { name: 'End the game?' })).toContainText(`Final score: ${game.home.name} 1 – 1 ${game.away.name}.`);
});

test.describe('with the service worker', () => {
  // The journeys block it (playwright.config.ts); this one is about it.
  test.use({ serviceWorkers: 'allow' });

  test('the game page reopens offline with its queued goal, and the goal arrives once back online', async ({ page, context, account, newAccount, baseURL }) => {
    test.setTimeout(150_000); // the worker's install (the app's offline pages), two reloads, offline and back, on two busy cores
    const game = await setUpRefereeGame(baseURL ?? '', newAccount, account);
    const kickOff = await account.api.post(`/api/games/${game.gameId}/events`, { data: { type: 'kick_off', minute: 0, client_key: crypto.randomUUID() } });
    expect(kickOff.status()).toBe(201);

    await page.goto(`/referee/${game.gameId}`);
    await expect(page.getByTestId('score')).toHaveText('0 – 0', { timeout: 20_000 });
    await reloadUnderServiceWorker(page, () => expect(page.getByTestId('score')).toHaveText('0 – 0', { timeout: 20_000 }));
    await expect(page.getByText(/^Offline — showing the game as of /)).toBeHidden();

    await context.setOffline(true);
    await recordGoal(page, game.home.name, `#7 ${game.scorer.name}`);
    await expect(page.getByText('1 waiting to be sent')).toBeVisible();

    // The phone loses the page (a reload, the browser closed) with no connection: the game
    // opens from what the worker kept, marked as such, with the goal still pending.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /^Offline — showing the game as of / })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: `${game.home.name} vs ${game.away.name}` })).toBeVisible();
    const events = page.getByRole('list', { name: 'Events, latest first' });
    const pendingGoal = events.getByRole('listitem').filter({ hasText: `Goal · ${game.home.name}: ${game.scorer.name}` });
    await expect(pendingGoal.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByTestId('score')).toHaveText('1 – 0');
    await expect(page.getByText('1 waiting to be sent')).toBeVisible();
    expect((await refereeView(account.api, game.gameId)).game.events.filter((e) => e.type === 'goal')).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByText('waiting to be sent')).toBeHidden({ timeout: 30_000 });
    await expect(events.getByText('Pending', { exact: true })).toHaveCount(0);
    const stored = await refereeView(account.api, game.gameId);
    expect(stored.game.events.filter((e) => e.type === 'goal')).toHaveLength(1);
    expect(stored.game).toMatchObject({ home_score: 1, away_score: 0 });
  });
});
