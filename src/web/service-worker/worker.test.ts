import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { forgetAccount } from './account';
import { privateAnswers, sessionAnswer } from './answers';
import { changesSession, isPrivateAnswer, SESSION_ANSWER } from './routes';
import { ORIGIN, type ServerAnswer, standInWorkerScope, StandInFetchEvent, type WorkerScope } from './stand-ins';

// The worker's rules for private answers (decision 055, kept by decision 073's Workbox worker):
// it never keeps the session answer, keeps private answers per account, and drops them when the
// account in the browser changes or its session is gone, so offline the next person never sees
// the previous one's data. And (decision 073) a read waits for the network a few seconds, then
// shows the kept answer, marked for the page with its time and why.

vi.hoisted(() => {
  // Workbox's development logs (NODE_ENV is 'test' here), off before its modules load.
  (globalThis as { __WB_DISABLE_DEV_LOGS?: boolean }).__WB_DISABLE_DEV_LOGS = true;
});

const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();
/** The tests' wait for the network: the worker's own is a few seconds. */
const WAIT_SECONDS = 0.05;

function sessionOf(userId: string, expiresAt = IN_A_WEEK) {
  return {
    session: { id: `session-${userId}`, userId, expiresAt, token: `token-of-${userId}`, ipAddress: '203.0.113.9', userAgent: 'Phone' },
    user: { id: userId, name: `Player ${userId}`, email: `${userId}@example.com`, phoneNumber: null, phoneNumberVerified: false },
  };
}

let scope: WorkerScope;
let page: WorkerScope['windows'][number];

beforeEach(() => {
  scope = standInWorkerScope();
  page = { id: 'page', url: `${ORIGIN}/player/my-schedule`, focused: true, controlled: true, messages: [] };
  scope.windows.push(page);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A GET from the page through the worker's routes: its answer (or the error it failed with), and the end of what it started. */
function request(path: string): { answer: Promise<Response>; settled: Promise<void> } {
  const url = new URL(path, ORIGIN);
  const req = new Request(url);
  const event = new StandInFetchEvent(req, page.id);
  const options = { event, request: req, url } as unknown as RouteHandlerCallbackOptions;
  const answer =
    url.pathname === SESSION_ANSWER
      ? sessionAnswer(options)
      : isPrivateAnswer(url.pathname)
        ? privateAnswers({ waitSeconds: WAIT_SECONDS })(options)
        : fetch(req);
  const settled = answer.then(
    () => event.settled(),
    () => event.settled(),
  );
  return { answer, settled };
}

async function get(path: string): Promise<Response> {
  const { answer, settled } = request(path);
  await settled;
  return answer;
}

/** A POST from the page (the worker only watches it). */
async function post(path: string): Promise<void> {
  if (changesSession(path)) await forgetAccount();
}

/** Every kept entry's path and text. */
async function kept(): Promise<{ cache: string; path: string; body: string }[]> {
  const entries = [];
  for (const [name, cache] of scope.caches.named)
    for (const [url, response] of cache.entries) entries.push({ cache: name, path: new URL(url).pathname, body: await response.clone().text() });
  return entries;
}

/** The server of a browser whose session cookie is `who`'s (null: none). */
function serverFor(who: { userId: string | null; expiresAt?: string }) {
  scope.server.answer = (req) => {
    const path = new URL(req.url).pathname;
    if (path === '/api/auth/get-session') return Response.json(who.userId ? sessionOf(who.userId, who.expiresAt) : null);
    if (!who.userId) return Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } }, { status: 401 });
    if (path === '/api/me/schedule') return Response.json({ player_id: `player-of-${who.userId}`, teams: [] });
    if (path === '/api/me/roles') return Response.json({ roles: ['player'] });
    return Response.json({ games: [] });
  };
}

/** A page load of /player/my-schedule: the session, the roles, the schedule. */
async function openMySchedule() {
  const session = await (await get('/api/auth/get-session')).json();
  if (!session) return { session, schedule: null };
  await get('/api/me/roles');
  const schedule = await get('/api/me/schedule').then(
    (response) => response.json(),
    () => null,
  );
  return { session, schedule };
}

const offline = () => {
  scope.server.answer = null;
};

describe('the service worker and the account in the browser', () => {
  it("keeps the player's schedule for them offline, and never the session answer or its token", async () => {
    serverFor({ userId: 'a' });
    await openMySchedule();

    const entries = await kept();
    expect(entries.filter((entry) => entry.path === '/api/auth/get-session')).toEqual([]);
    expect(entries.filter((entry) => entry.body.includes('token-of-a') || entry.body.includes('203.0.113.9'))).toEqual([]);

    offline();
    const again = await openMySchedule();
    expect(again.session).toEqual({
      session: { id: 'session-a', userId: 'a', expiresAt: IN_A_WEEK },
      user: { id: 'a', name: 'Player a', email: 'a@example.com', phoneNumber: null, phoneNumberVerified: false },
    });
    expect(again.schedule).toEqual({ player_id: 'player-of-a', teams: [] });
  });

  it('cookies cleared without a sign-out: offline, nobody is signed in and nothing of the player is kept', async () => {
    serverFor({ userId: 'a' });
    await openMySchedule();

    scope.cookieStore.cookies.clear();
    offline();
    expect(await openMySchedule()).toEqual({ session: null, schedule: null });
    await expect(get('/api/me/schedule')).rejects.toThrow();
    expect((await kept()).filter((entry) => entry.body.includes('player-of-a') || entry.body.includes('"a"'))).toEqual([]);
  });

  it('a session ended elsewhere: the next session answer (nobody) or any 401 drops the private answers', async () => {
    for (const learns of ['session', '401'] as const) {
      const browser = { userId: 'a' as string | null };
      serverFor(browser);
      await openMySchedule();

      browser.userId = null; // "sign out everywhere" on another device
      await get(learns === 'session' ? '/api/auth/get-session' : '/api/me/schedule');
      expect(await kept()).toEqual([]);
      offline();
      expect(await openMySchedule()).toEqual({ session: null, schedule: null });
    }
  });

  it('a sign-out here: nothing private is readable afterwards, offline either', async () => {
    serverFor({ userId: 'a' });
    await openMySchedule();
    await post('/api/auth/sign-out');
    expect(await kept()).toEqual([]);
    offline();
    expect(await openMySchedule()).toEqual({ session: null, schedule: null });
  });

  it("another player signing in here gets their own answers offline, never the previous player's", async () => {
    const browser = { userId: 'a' as string | null };
    serverFor(browser);
    await openMySchedule();

    // Signed in as someone else without signing out (the session cookie replaced, e.g. after the
    // first one was ended elsewhere): the session answer names the new account.
    browser.userId = 'b';
    await openMySchedule();
    offline();
    const offlineView = await openMySchedule();
    expect(offlineView.session?.user.id).toBe('b');
    expect(offlineView.schedule).toEqual({ player_id: 'player-of-b', teams: [] });
    expect((await kept()).filter((entry) => entry.body.includes('player-of-a'))).toEqual([]);
  });

  it('an answer that arrives after a sign-in here is not kept for the new account', async () => {
    serverFor({ userId: 'a' });
    await openMySchedule();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    scope.server.answer = async (req) => {
      await held;
      return new URL(req.url).pathname === '/api/auth/get-session' ? Response.json(sessionOf('b')) : Response.json({ player_id: 'player-of-a', teams: [] });
    };
    const late = request('/api/me/schedule'); // asked as player a, answered after b signed in
    await post('/api/auth/sign-in/email');
    release();
    await late.settled;
    await get('/api/auth/get-session');
    expect((await kept()).filter((entry) => entry.body.includes('player-of-a'))).toEqual([]);
  });

  it('a session past its end is nobody offline', async () => {
    serverFor({ userId: 'a', expiresAt: new Date(Date.now() + 50).toISOString() });
    await openMySchedule();
    await new Promise((resolve) => setTimeout(resolve, 80));
    offline();
    expect(await openMySchedule()).toEqual({ session: null, schedule: null });
  });
});

describe('a read waits for the network, then shows the kept answer, marked as such', () => {
  const reports = () => page.messages.filter((message) => (message as { path?: string }).path === '/api/me/schedule');

  it('offline: the kept answer at once, reported with the time it was fetched and "offline"', async () => {
    serverFor({ userId: 'a' });
    await openMySchedule();
    expect(reports()).toEqual([{ type: 'api-answer', path: '/api/me/schedule', cachedAt: null, reason: null }]);
    const fetchedAt = JSON.parse(JSON.stringify(reports()));

    offline();
    await get('/api/me/schedule');
    expect(reports()).toEqual([
      ...fetchedAt,
      { type: 'api-answer', path: '/api/me/schedule', cachedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), reason: 'offline' },
    ]);
  });

  it('a network slower than the wait: the kept answer, marked "slow"; the late answer is kept and the page told to read again', async () => {
    const browser = { userId: 'a' as string | null };
    serverFor(browser);
    await openMySchedule();
    page.messages.length = 0;

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const normal = scope.server.answer as ServerAnswer;
    scope.server.answer = async (req) => {
      await held;
      return new URL(req.url).pathname === '/api/me/schedule' ? Response.json({ player_id: 'player-of-a', teams: ['the late one'] }) : normal(req);
    };
    const slow = request('/api/me/schedule');
    expect(await (await slow.answer).json()).toEqual({ player_id: 'player-of-a', teams: [] });
    await vi.waitFor(() => expect(reports()).toEqual([expect.objectContaining({ type: 'api-answer', reason: 'slow', cachedAt: expect.any(String) })]));

    // Workbox keeps the late answer outside the request's own lifetime: the page hears of it when kept.
    release();
    await vi.waitFor(() => expect(reports().at(-1)).toEqual({ type: 'api-refreshed', path: '/api/me/schedule' }));
    offline();
    expect(await (await get('/api/me/schedule')).json()).toEqual({ player_id: 'player-of-a', teams: ['the late one'] });
  });
});
