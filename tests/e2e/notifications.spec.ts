import { createECDH, randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { AdminScheduleGame, AdminVenue } from '../../src/shared/api/admin-schedule';
import type { NotificationList } from '../../src/shared/api/notifications';
import type { PublicSettings } from '../../src/shared/api/settings';
import { zonedInstant } from '../../src/shared/zoned-time';
import { addToRoster, createDivision, createPlayer, createSeason, createTeam, type Named } from './factories';
import { expect, expectAccessible, newSignedInContext, test, uniqueTag } from './fixtures';

// Issue 22 (decision 073): a player turns notifications on in /profile, the admin rains out a
// day, and the player's notification centre shows it; the service worker shows the push
// message as a notification and the bell hears of it at once.
//
// Headless Chromium has no push service: PushManager.subscribe fails ("Registration failed -
// permission denied") even with the permission granted. So the browser's subscribe is given
// the subscription a push service would have made (the journey's own P-256 keys, an endpoint
// that leads nowhere): everything after it is the app's own, the permission prompt, the POST
// of the subscription, the server keeping the device. The server's sending (VAPID, encryption,
// 410s) is proved against a local push endpoint in the API tests; here the push message is
// delivered to the real service worker as a push service would (Chrome DevTools Protocol
// ServiceWorker.deliverPushMessage).

test.slow();
// The journeys block the installable app's worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

/** A date of this run's own, far ahead: a rainout postpones every game of its date (and field), and other journeys share the server. */
function ownDate() {
  const year = 2040 + Math.floor(Math.random() * 20);
  const month = 1 + Math.floor(Math.random() * 12);
  const day = 1 + Math.floor(Math.random() * 28);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { year, month, day, text: `${year}-${pad(month)}-${pad(day)}` };
}

async function post<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await api.post(path, { data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** The subscription a push service would give this browser: keys made here, as the browser would make them. */
function journeySubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    // Nothing listens there: the server's push attempts fail and are logged as such.
    endpoint: `https://127.0.0.1:9/journey-push/${uniqueTag()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Stands in for the push service behind PushManager (see the top of this file): subscribe gives `subscription`. */
async function withPushService(context: BrowserContext, subscription: ReturnType<typeof journeySubscription>): Promise<void> {
  await context.addInitScript((made) => {
    const key = 'journey-push-subscription';
    const asSubscription = () => ({
      endpoint: made.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(key);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe() {
      localStorage.setItem(key, 'on');
      return asSubscription() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (localStorage.getItem(key) ? asSubscription() : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

/** The worker has taken the page over (it installs once the page is idle: slow on two busy cores). */
async function underServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active) && Boolean(navigator.serviceWorker.controller), null, {
    timeout: 60_000,
  });
}

/** A push message delivered to the page's service worker, as a push service delivers it. */
async function deliverPush(context: BrowserContext, page: Page, payload: object): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBeGreaterThan(0);
  const registration = registrations.find((r) => !r.isDeleted);
  if (!registration) throw new Error('no service worker registration');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: registration.registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: string }).url,
    })),
  );

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a player turns notifications on in /profile, the admin rains out the day, and the bell shows it', async ({ browser, baseURL, newAccount }) => {
  test.setTimeout(240_000); // the worker's install, two devices, on two busy cores
  const admin = await newAccount({ role: 'admin' });
  const settings = (await (await admin.api.get('/api/settings/public')).json()) as PublicSettings;
  const date = ownDate();
  const season = await createSeason(admin.api);
  const division = await createDivision(admin.api);
  const [home, away] = await Promise.all(
    ['Harbour', 'Northside'].map(
      (name): Promise<Named> => createTeam(admin.api, { season_id: season.id, division_id: division.id, name: `${name} ${uniqueTag()}` }),
    ),
  );
  if (!home || !away) throw new Error('teams were not made');
  const venue = await post<AdminVenue>(admin.api, '/api/admin/venues', { name: `Park ${uniqueTag()}`, address: '1 Journey Road' });
  const fieldId = (await post<AdminVenue>(admin.api, `/api/admin/venues/${venue.id}/fields`, { name: 'Field 1' })).fields[0]?.id ?? null;
  const game = await post<AdminScheduleGame>(admin.api, '/api/admin/games', {
    home_team_id: home.id,
    away_team_id: away.id,
    field_id: fieldId,
    starts_at: zonedInstant({ year: date.year, month: date.month, day: date.day, hour: 10, minute: 0 }, settings.time_zone).toISOString(),
  });
  const player = await createPlayer(newAccount);
  await addToRoster(admin.api, home.id, player.playerId);

  // The player's phone: notifications allowed by the person at the browser's prompt.
  const context = await newSignedInContext(browser, player.account, { serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const subscription = journeySubscription();
  await withPushService(context, subscription);
  const page = await context.newPage();
  await page.goto('/profile');
  const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Notifications' }) });
  await expect(section.getByText('Notifications are off for this device.')).toBeVisible({ timeout: 30_000 });
  await underServiceWorker(page);

  // Quiet hours off (the journey may run at night in the league's time zone), then this device on.
  await section.getByRole('switch', { name: 'Quiet hours' }).uncheck();
  await section.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/notifications/push-subscriptions'));
  await section.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ endpoint: subscription.endpoint, keys: subscription.keys, label: 'Chrome on Linux' });
  await expect(section.getByRole('status').filter({ hasText: 'Notifications are on for this device.' })).toBeVisible();
  await expect(section.getByRole('list', { name: 'Devices that get push notifications' })).toContainText('Chrome on Linux');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // A second device of the player's, open on the home page.
  const otherDevice = await newSignedInContext(browser, player.account, { viewport: { width: 360, height: 740 } });
  const other = await otherDevice.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible({ timeout: 30_000 });

  // The admin rains out the day.
  const rainout = await post<{ postponed: unknown[] }>(admin.api, '/api/admin/schedule/rainout', { date: date.text, field_id: fieldId });
  expect(rainout.postponed).toHaveLength(1);
  const inbox = (await (await player.account.api.get('/api/notifications')).json()) as NotificationList;
  const item = inbox.items.find((i) => i.kind === 'game_changed' && i.url === `/games/${game.id}`);
  if (!item) throw new Error(`the rainout is not in the player's notification centre: ${JSON.stringify(inbox.items)}`);

  // The other device hears of it when it looks again (back in view).
  await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(other.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  // The push message reaches this phone: the worker shows it, and the bell hears of it at once.
  await deliverPush(context, page, { title: item.title, body: item.body, url: item.url, kind: item.kind, notificationId: item.id, tag: `journey-${item.id}` });
  await expect.poll(() => shownNotifications(page)).toContainEqual({ title: item.title, body: item.body, tag: `journey-${item.id}`, url: `/games/${game.id}` });
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();

  // The notification centre: the item opens the game's page and is read, on every device.
  await bell.click();
  const centre = page.getByRole('dialog', { name: 'Notifications' });
  const entry = centre.getByRole('link', { name: new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(entry).toContainText(item.body);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect
    .poll(async () => ((await (await player.account.api.get('/api/notifications')).json()) as NotificationList).items.find((i) => i.id === item.id)?.read_at)
    .not.toBeNull();

  // Read on this phone is read on the other device too, once it looks again.
  await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(other.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await otherDevice.close();
  await context.close();
});
