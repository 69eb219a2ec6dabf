import { describe, expect, it } from 'vitest';
import { startWorker, type WorkerHarness } from './worker-harness';

// Decision 055 (issue 19, item 8): the worker never keeps the session answer, keeps private
// answers per account, and drops them when the account in the browser changes or its session
// is gone, so offline the next person never sees the previous one's data.

const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();

function sessionOf(userId: string, expiresAt = IN_A_WEEK) {
  return {
    session: { id: `session-${userId}`, userId, expiresAt, token: `token-of-${userId}`, ipAddress: '203.0.113.9', userAgent: 'Phone' },
    user: { id: userId, name: `Player ${userId}`, email: `${userId}@example.com`, phoneNumber: null, phoneNumberVerified: false },
  };
}

/** The server of a browser whose session cookie is `who`'s (null: none). */
function serverFor(worker: WorkerHarness, who: { userId: string | null; expiresAt?: string }) {
  worker.server.answer = (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/auth/get-session') return Response.json(who.userId ? sessionOf(who.userId, who.expiresAt) : null);
    if (!who.userId) return Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } }, { status: 401 });
    if (path === '/api/me/schedule') return Response.json({ player_id: `player-of-${who.userId}`, teams: [] });
    if (path === '/api/me/roles') return Response.json({ roles: ['player'] });
    return Response.json({ games: [] });
  };
}

/** A page load of /player/my-schedule: the session, the roles, the schedule. */
async function openMySchedule(worker: WorkerHarness) {
  const session = await (await worker.get('/api/auth/get-session')).json();
  if (!session) return { session, schedule: null };
  await worker.get('/api/me/roles');
  const schedule = await worker.get('/api/me/schedule').then(
    (response) => response.json(),
    () => null,
  );
  return { session, schedule };
}

const offline = (worker: WorkerHarness) => {
  worker.server.answer = null;
};

describe('the service worker and the account in the browser', () => {
  it("keeps the player's schedule for them offline, and never the session answer or its token", async () => {
    const worker = await startWorker();
    serverFor(worker, { userId: 'a' });
    await openMySchedule(worker);

    const kept = await worker.kept();
    expect(kept.filter((entry) => entry.path === '/api/auth/get-session')).toEqual([]);
    expect(kept.filter((entry) => entry.body.includes('token-of-a') || entry.body.includes('203.0.113.9'))).toEqual([]);

    offline(worker);
    const again = await openMySchedule(worker);
    expect(again.session).toEqual({
      session: { id: 'session-a', userId: 'a', expiresAt: IN_A_WEEK },
      user: { id: 'a', name: 'Player a', email: 'a@example.com', phoneNumber: null, phoneNumberVerified: false },
    });
    expect(again.schedule).toEqual({ player_id: 'player-of-a', teams: [] });
  });

  it('cookies cleared without a sign-out: offline, nobody is signed in and nothing of the player is kept', async () => {
    const worker = await startWorker();
    serverFor(worker, { userId: 'a' });
    await openMySchedule(worker);

    worker.cookieStore.cookies.clear();
    offline(worker);
    expect(await openMySchedule(worker)).toEqual({ session: null, schedule: null });
    await expect(worker.get('/api/me/schedule')).rejects.toThrow();
    expect((await worker.kept()).filter((entry) => entry.body.includes('player-of-a') || entry.body.includes('"a"'))).toEqual([]);
  });

  it('a session ended elsewhere: the next session answer (nobody) or any 401 drops the private answers', async () => {
    for (const learns of ['session', '401'] as const) {
      const worker = await startWorker();
      const browser = { userId: 'a' as string | null };
      serverFor(worker, browser);
      await openMySchedule(worker);

      browser.userId = null; // "sign out everywhere" on another device
      await worker.get(learns === 'session' ? '/api/auth/get-session' : '/api/me/schedule');
      expect(await worker.kept()).toEqual([]);
      offline(worker);
      expect(await openMySchedule(worker)).toEqual({ session: null, schedule: null });
    }
  });

  it("another player signing in here gets their own answers offline, never the previous player's", async () => {
    const worker = await startWorker();
    const browser = { userId: 'a' as string | null };
    serverFor(worker, browser);
    await openMySchedule(worker);

    // Signed in as someone else without signing out (the session cookie replaced, e.g. after the
    // first one was ended elsewhere): the session answer names the new account.
    browser.userId = 'b';
    await openMySchedule(worker);
    offline(worker);
    const offlineView = await openMySchedule(worker);
    expect(offlineView.session?.user.id).toBe('b');
    expect(offlineView.schedule).toEqual({ player_id: 'player-of-b', teams: [] });
    expect((await worker.kept()).filter((entry) => entry.body.includes('player-of-a'))).toEqual([]);
  });

  it('an answer that arrives after a sign-in here is not kept for the new account', async () => {
    const worker = await startWorker();
    serverFor(worker, { userId: 'a' });
    await openMySchedule(worker);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    worker.server.answer = async (request) => {
      await held;
      return new URL(request.url).pathname === '/api/auth/get-session' ? Response.json(sessionOf('b')) : Response.json({ player_id: 'player-of-a', teams: [] });
    };
    const late = worker.get('/api/me/schedule'); // asked as player a, answered after b signed in
    await worker.post('/api/auth/sign-in/email');
    release();
    await late;
    await worker.get('/api/auth/get-session');
    expect((await worker.kept()).filter((entry) => entry.body.includes('player-of-a'))).toEqual([]);
  });

  it('a session past its end is nobody offline', async () => {
    const worker = await startWorker();
    serverFor(worker, { userId: 'a', expiresAt: new Date(Date.now() + 50).toISOString() });
    await openMySchedule(worker);
    await new Promise((resolve) => setTimeout(resolve, 80));
    offline(worker);
    expect(await openMySchedule(worker)).toEqual({ session: null, schedule: null });
  });
});
