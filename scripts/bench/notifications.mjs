// Notifications section (issue 22): the time from one notify() of a game change to 1,000
// subscribed players to the last of the 1,000 web push requests leaving the server, measured
// where they arrive: the tests' local push endpoint (src/server/test/push-endpoint.ts), which
// checks each request's VAPID signature and decrypts its payload with the subscription's keys.
// The server is the real one (startServer, PGlite on disk, the delivery job on its default
// interval and woken by notify()), so the figure includes the job's pick-up, the fan-out by
// preferences, the 1,000 e-mails queued into the outbox beside the pushes, and the sends.
//
// The measuring runs in a child process (this same file, run directly), as schedule.mjs does,
// so the bench process does not load TypeScript, PGlite or the app.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { fixed, table } from './format.mjs';
import { root, tempDir } from './server-process.mjs';

const run = promisify(execFile);
const self = fileURLToPath(import.meta.url);
export const PLAYERS = 1000;

/** @returns {Promise<Record<string, unknown>>} */
export async function measure() {
  const dataDir = tempDir('notifications');
  try {
    const { stdout } = await run(process.execPath, [self, dataDir], { cwd: root, timeout: 300_000, maxBuffer: 4 * 1024 * 1024 });
    return JSON.parse(stdout.trim().split('\n').at(-1));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measure>>} result */
export function report(result) {
  return table(
    ['what', 'ms:'],
    [
      [`notify() of one game change to ${result.players} players (stores ${result.players} inbox rows)`, fixed(result.notifyMs, 0)],
      ['notify() to the first push arriving at the push endpoint', fixed(result.firstPushMs, 0)],
      [`notify() to the last of the ${result.players} pushes arriving (goal < 60,000 on 2 cores)`, fixed(result.lastPushMs, 0)],
      [`notify() to the last of the ${result.emailsQueued} e-mails in the outbox (after the pushes)`, fixed(result.emailsQueuedMs, 0)],
      ['pushes refused by the endpoint (bad signature or payload)', String(result.rejected)],
    ],
  );
}

// ---- The child process ------------------------------------------------------------------

async function probe(dataDir) {
  const { register } = await import('tsx/esm/api');
  register();
  const { startServer } = await import('../../src/server/server.ts');
  const { readEnv } = await import('../../src/server/env.ts');
  const schema = await import('../../src/server/db/schema/index.ts');
  const { notify } = await import('../../src/server/features/notifications/index.ts');
  const { startPushEndpoint } = await import('../../src/server/test/push-endpoint.ts');
  const { count, eq } = await import('drizzle-orm');

  let server;
  const push = await startPushEndpoint({ vapidPublicKey: () => server.notifications.pushPublicKey() });
  const env = readEnv({
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  server = await startServer({ env, database: { kind: 'pglite', dataDir: join(dataDir, 'pglite') }, pushAgent: push.agent });
  const db = server.database.db;

  // 1,000 players, each with one subscribed browser and no quiet hours (the bench may run at night).
  const ids = Array.from({ length: PLAYERS }, (_, i) => `bench-player-${i}`);
  for (let i = 0; i < PLAYERS; i += 250) {
    const chunk = ids.slice(i, i + 250);
    await db.insert(schema.users).values(chunk.map((id) => ({ id, name: `Player ${id}`, email: `${id}@example.test`, emailVerified: true })));
    await db.insert(schema.notificationQuietHours).values(chunk.map((userId) => ({ userId, enabled: false, start: '22:00', end: '07:00' })));
    await db.insert(schema.pushSubscriptions).values(
      chunk.map((userId) => {
        const device = push.subscribe();
        return { userId, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth, label: 'Bench browser' };
      }),
    );
  }
  // Generated and stored before the clock starts, as on any server that has run once.
  await server.notifications.pushPublicKey();

  const kickOff = new Date(Date.now() + 26 * 3_600_000);
  const t0 = performance.now();
  await notify(db, {
    kind: 'game_changed',
    recipientUserIds: ids,
    eventKey: 'bench:game:1:moved:2',
    title: 'Saturday 10:00 game moved',
    body: 'Your game against Rovers is now at 12:00 on Field 2.',
    url: '/games/bench',
    urgentUntil: kickOff,
  });
  const notifyMs = performance.now() - t0;
  await push.waitForAccepted(PLAYERS, 240_000);
  const arrivals = [];
  // Every subscription's arrival time, read back through the endpoint's own records.
  const subscriptions = await db.select({ endpoint: schema.pushSubscriptions.endpoint }).from(schema.pushSubscriptions);
  for (const { endpoint } of subscriptions) for (const r of push.received(endpoint)) arrivals.push(r.receivedAt);
  arrivals.sort((a, b) => a - b);
  // The e-mails go into the outbox after the pushes (pushes first); wait for the last of them.
  let emails = 0;
  for (const deadline = performance.now() + 120_000; performance.now() < deadline; ) {
    const [row] = await db.select({ n: count() }).from(schema.outbox).where(eq(schema.outbox.channel, 'email'));
    emails = row?.n ?? 0;
    if (emails >= PLAYERS) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  const emailsQueuedMs = performance.now() - t0;
  const result = {
    players: PLAYERS,
    notifyMs,
    firstPushMs: (arrivals[0] ?? Number.NaN) - t0,
    lastPushMs: (arrivals.at(-1) ?? Number.NaN) - t0,
    pushesArrived: arrivals.length,
    emailsQueued: emails,
    emailsQueuedMs,
    rejected: push.rejected().length,
  };
  await server.close();
  await push.close();
  console.log(JSON.stringify(result));
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: notifications.mjs <empty dir>');
  await probe(dataDir);
}
