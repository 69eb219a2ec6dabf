import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { uniqueId, type TestServer } from '../test/test-server';
import { withTestServer } from '../test/with-test-server';
import { createRealtimeHub, type RealtimeHub, type RealtimeMessage } from './hub';
import { publishRealtime } from './publish';

const t = withTestServer();
let server: TestServer;
const hubs: RealtimeHub[] = [];
beforeAll(() => {
  server = t.server;
});
afterEach(async () => {
  for (const hub of hubs.splice(0)) await hub.stop();
});

async function startHub(options: { heartbeatMs?: number; recentWindow?: number } = {}): Promise<RealtimeHub> {
  const hub = createRealtimeHub({ database: server.database, logger: createLogger('silent'), ...options });
  hubs.push(hub);
  await hub.start();
  return hub;
}

/** A viewer that keeps what it is sent. */
function viewer() {
  const received: RealtimeMessage[] = [];
  let pings = 0;
  let ended = false;
  return {
    received,
    ids: () => received.map((m) => m.id),
    payloads: () => received.map((m) => JSON.parse(m.data) as unknown),
    pings: () => pings,
    ended: () => ended,
    deliver: (message: RealtimeMessage) => {
      received.push(message);
    },
    ping: () => {
      pings += 1;
    },
    end: () => {
      ended = true;
    },
  };
}

/** A channel of this test's own, so tests do not see each other's messages. */
const channelName = () => `test-${uniqueId()}`;
const publish = (channel: string, payload: unknown) => server.db.transaction((tx) => publishRealtime(tx, channel, payload));
const until = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 10 });

describe('the realtime hub', () => {
  it("hands a committed message to its channel's viewers only, with its id and payload", async () => {
    const hub = await startHub();
    const channel = channelName();
    const mine = viewer();
    const other = viewer();
    await hub.subscribe(channel, undefined, mine);
    await hub.subscribe(channelName(), undefined, other);
    const id = await publish(channel, { n: 1, text: 'line one\nline two' });
    await until(() => expect(mine.ids()).toEqual([id]));
    expect(mine.payloads()).toEqual([{ n: 1, text: 'line one\nline two' }]);
    expect(mine.received[0]?.channel).toBe(channel);
    expect(other.received).toEqual([]);
  });

  it('never sends a message whose transaction rolled back', async () => {
    const hub = await startHub();
    const channel = channelName();
    const watcher = viewer();
    await hub.subscribe(channel, undefined, watcher);
    await expect(
      server.db.transaction(async (tx) => {
        await publishRealtime(tx, channel, { n: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const kept = await publish(channel, { n: 'kept' });
    await until(() => expect(watcher.ids()).toEqual([kept]));
    expect(watcher.payloads()).toEqual([{ n: 'kept' }]);
  });

  it('sends every message of a burst once, in order (one transaction or many at once)', async () => {
    const hub = await startHub();
    const channel = channelName();
    const watcher = viewer();
    await hub.subscribe(channel, undefined, watcher);
    const inOne = await server.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (let n = 0; n < 20; n += 1) ids.push(await publishRealtime(tx, channel, { n }));
      return ids;
    });
    const atOnce = await Promise.all(Array.from({ length: 20 }, (_, n) => publish(channel, { n: 20 + n })));
    const expected = [...inOne, ...atOnce].sort((a, b) => a - b);
    await until(() => expect(watcher.ids()).toEqual(expected));
  });

  it('sends both messages of two overlapping transactions, even when the later id would commit first', async () => {
    const hub = await startHub();
    const channel = channelName();
    const watcher = viewer();
    await hub.subscribe(channel, undefined, watcher);
    let firstPublished = () => {};
    const published = new Promise<void>((done) => {
      firstPublished = done;
    });
    // The first holds its transaction open after publishing; the second publishes meanwhile.
    const first = server.db.transaction(async (tx) => {
      const id = await publishRealtime(tx, channel, { n: 'first' });
      firstPublished();
      await new Promise((r) => setTimeout(r, 300));
      return id;
    });
    await published;
    const second = publish(channel, { n: 'second' });
    const ids = await Promise.all([first, second]);
    await until(() => expect(watcher.ids()).toEqual(ids));
  });

  it('sends a returning viewer what it missed, then the live ones, with no gap and no repeat (from memory)', async () => {
    const hub = await startHub();
    const channel = channelName();
    const first = viewer();
    const subscription = await hub.subscribe(channel, undefined, first);
    const a = await publish(channel, { n: 'a' });
    await until(() => expect(first.ids()).toEqual([a]));
    subscription.close();
    const b = await publish(channel, { n: 'b' });
    const c = await publish(channel, { n: 'c' });
    await publish(channelName(), { n: 'elsewhere' });
    await until(() => expect(first.ids()).toEqual([a])); // closed: nothing more

    const back = viewer();
    await hub.subscribe(channel, a, back);
    const d = await publish(channel, { n: 'd' });
    await until(() => expect(back.ids()).toEqual([b, c, d]));
  });

  it('reads what a returning viewer missed from the table when memory no longer holds it, while new ones keep coming', async () => {
    const channel = channelName();
    const before = await publish(channel, { n: 0 });
    const older = [await publish(channel, { n: 1 }), await publish(channel, { n: 2 })];
    // Started after those: its memory starts after them, and holds two messages at most.
    const hub = await startHub({ recentWindow: 2 });
    const newer = [await publish(channel, { n: 3 }), await publish(channel, { n: 4 }), await publish(channel, { n: 5 })];
    const back = viewer();
    const subscribing = hub.subscribe(channel, before, back);
    const during = publish(channel, { n: 6 });
    await subscribing;
    const last = await during;
    await until(() => expect(back.ids()).toEqual([...older, ...newer, last]));
  });

  it('starts a viewer without a last id from now: nothing the hub had already sent', async () => {
    const hub = await startHub();
    const channel = channelName();
    const earlier = viewer();
    await hub.subscribe(channel, undefined, earlier);
    const before = await publish(channel, { n: 'before' });
    await until(() => expect(earlier.ids()).toEqual([before]));
    const watcher = viewer();
    await hub.subscribe(channel, undefined, watcher);
    const after = await publish(channel, { n: 'after' });
    await until(() => expect(watcher.ids()).toEqual([after]));
  });

  it('starts a viewer whose last id is beyond every stored message (another database) from now', async () => {
    const hub = await startHub();
    const channel = channelName();
    const watcher = viewer();
    await hub.subscribe(channel, 1_000_000_000, watcher);
    const next = await publish(channel, { n: 'next' });
    await until(() => expect(watcher.ids()).toEqual([next]));
  });

  it('pings its viewers while nothing happens, and ends them when it stops', async () => {
    const hub = await startHub({ heartbeatMs: 20 });
    const watcher = viewer();
    await hub.subscribe(channelName(), undefined, watcher);
    await until(() => expect(watcher.pings()).toBeGreaterThanOrEqual(2));
    expect(hub.viewerCount()).toBe(1);
    await hub.stop();
    expect(watcher.ended()).toBe(true);
    expect(hub.viewerCount()).toBe(0);
    await expect(hub.subscribe(channelName(), undefined, viewer())).rejects.toThrow('not running');
  });

  it('forgets a viewer that closed', async () => {
    const hub = await startHub();
    const subscription = await hub.subscribe(channelName(), undefined, viewer());
    expect(hub.viewerCount()).toBe(1);
    subscription.close();
    expect(hub.viewerCount()).toBe(0);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, reconnects after its LISTEN connection broke and sends what was committed meanwhile', async () => {
    const hub = await startHub();
    const channel = channelName();
    const watcher = viewer();
    await hub.subscribe(channel, undefined, watcher);
    const a = await publish(channel, { n: 'a' });
    await until(() => expect(watcher.ids()).toEqual([a]));
    // The listener's connection is killed, as a database restart or a network cut would.
    await server.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'league realtime listener' and datname = current_database()`,
    );
    const b = await publish(channel, { n: 'b' });
    const c = await publish(channel, { n: 'c' });
    await until(() => expect(watcher.ids()).toEqual([a, b, c]));
    const d = await publish(channel, { n: 'd' });
    await until(() => expect(watcher.ids()).toEqual([a, b, c, d]));
  });
});
