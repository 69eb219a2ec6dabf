import type { Page } from '@playwright/test';
import type { MySchedule } from '../../src/shared/api/availability';
import { addToRoster, createPlayer, type Player } from './factories';
import { expect, expectAccessible, newSignedInContext, test } from './fixtures';
import { DEMO_DIVISION_EXCEPTION, gameCard, rosteredOnOpenGame } from './my-schedule-fixtures';
import { reloadUnderServiceWorker } from './service-worker';

test.slow();

async function goingCount(page: Page, gameId: string): Promise<number> {
  const text =
    (await gameCard(page, gameId)
      .getByText(/Going \d+ · Maybe/)
      .textContent()) ?? '';
  return Number(/Going (\d+)/.exec(text)?.[1]);
}

test('a player answers Going on their schedule and the team captain sees the count change', async ({ browser, baseURL, request, newAccount }) => {
  // Two people's first visits and axe on the phone's page: over the slow test's time on a busy machine.
  test.setTimeout(200_000);
  const { teamId, gameId, admin, player } = await rosteredOnOpenGame(request, baseURL, newAccount);
  const captain: Player = await createPlayer(newAccount, { firstName: 'Cameron' });
  await addToRoster(admin, teamId, captain.playerId, { ...DEMO_DIVISION_EXCEPTION, roster_role: 'captain' });

  // The captain opens the schedule first: the team's answers for the game, before.
  const captainContext = await newSignedInContext(browser, captain.account);
  const captainPage = await captainContext.newPage();
  await captainPage.goto('/player/my-schedule');
  await expect(captainPage.getByRole('heading', { level: 1, name: 'My schedule' })).toBeVisible();
  const captainCard = gameCard(captainPage, gameId);
  // A first visit on a busy machine: the session, the roles, then the schedule.
  await expect(captainCard).toBeVisible({ timeout: 30_000 });
  const before = await goingCount(captainPage, gameId);
  await expect(captainCard.getByText(/^No answer:/).locator('..')).toContainText(player.name);

  // The player, on a phone, answers Going.
  const playerContext = await newSignedInContext(browser, player.account, { viewport: { width: 360, height: 740 } });
  const playerPage = await playerContext.newPage();
  await playerPage.goto('/player/my-schedule');
  const playerCard = gameCard(playerPage, gameId);
  await expect(playerCard).toBeVisible({ timeout: 30_000 });
  await expect(playerCard.getByRole('radiogroup', { name: /^Your answer for / })).toBeVisible();
  const going = playerCard.getByRole('radio', { name: 'Going', exact: true });
  await expect(going).not.toBeChecked();
  await playerCard.getByText('Going', { exact: true }).click();
  await expect(going).toBeChecked();
  await expect.poll(() => goingCount(playerPage, gameId)).toBe(before + 1);
  expect(await playerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(playerPage);

  // What the server stored, and what the captain sees once the page is read again.
  const stored = (await (await player.account.api.get('/api/me/schedule')).json()) as MySchedule;
  expect(stored.upcoming.find((g) => g.game.id === gameId)?.my_status).toBe('going');
  await captainPage.reload();
  await expect.poll(() => goingCount(captainPage, gameId), { timeout: 30_000 }).toBe(before + 1);
  await expect(captainCard.getByText(/^Going:/).locator('..')).toContainText(player.name);

  await playerContext.close();
  await captainContext.close();
});

test('an answer given offline survives a reload on the phone, is sent once when the connection is back, and the captain counts it', async ({
  browser,
  baseURL,
  request,
  newAccount,
}) => {
  // The worker's install, two reloads, offline and back, and the captain's first visit, on two busy cores.
  test.setTimeout(200_000);
  const { teamId, gameId, admin, player } = await rosteredOnOpenGame(request, baseURL, newAccount);
  const captain: Player = await createPlayer(newAccount, { firstName: 'Cameron' });
  await addToRoster(admin, teamId, captain.playerId, { ...DEMO_DIVISION_EXCEPTION, roster_role: 'captain' });
  const goingBefore = async () =>
    ((await (await captain.account.api.get('/api/me/schedule')).json()) as MySchedule).upcoming.find((g) => g.game.id === gameId)?.counts.going;
  const before = await goingBefore();

  // The installable app's worker keeps the schedule readable offline (the journeys block it by default).
  const context = await newSignedInContext(browser, player.account, { viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/player/my-schedule');
  const card = gameCard(page, gameId);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await reloadUnderServiceWorker(page, () => expect(card).toBeVisible({ timeout: 30_000 }));

  const stored: string[] = [];
  page.on('response', (response) => {
    const r = response.request();
    if (r.method() === 'PUT' && r.url().endsWith(`/api/games/${gameId}/availability`) && response.ok()) stored.push(r.postData() ?? '');
  });
  await context.setOffline(true);
  await card.getByText('Maybe', { exact: true }).click();
  await card.getByText('Going', { exact: true }).click();
  const going = card.getByRole('radio', { name: 'Going', exact: true });
  await expect(going).toBeChecked();
  await expect(card.getByText('Saved on this phone: it will be sent when you are back online.')).toBeVisible();

  // The phone reloads the page with no connection: the schedule comes from the worker, and the
  // answer from the phone, still waiting.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Offline — showing the schedule as of / })).toBeVisible({ timeout: 30_000 });
  await expect(going).toBeChecked();
  const waiting = card.getByText(/^Saved on this phone: it will be sent/);
  await expect(waiting).toBeVisible();
  expect(stored).toEqual([]);

  await context.setOffline(false);
  await expect(waiting).toBeHidden({ timeout: 30_000 });
  await expect(going).toBeChecked();
  await expect
    .poll(async () => ((await (await player.account.api.get('/api/me/schedule')).json()) as MySchedule).upcoming.find((g) => g.game.id === gameId)?.my_status)
    .toBe('going');
  // The last answer only, once.
  expect(stored).toEqual(['{"status":"going"}']);
  await context.close();

  const captainContext = await newSignedInContext(browser, captain.account);
  const captainPage = await captainContext.newPage();
  await captainPage.goto('/player/my-schedule');
  const captainCard = gameCard(captainPage, gameId);
  await expect(captainCard).toBeVisible({ timeout: 30_000 });
  expect(await goingCount(captainPage, gameId)).toBe((before ?? 0) + 1);
  await expect(captainCard.getByText(/^Going:/).locator('..')).toContainText(player.name);
  await captainContext.close();
});
