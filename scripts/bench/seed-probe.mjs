// Child process of the start-up section: times the demo seed on its own, the way the server
// does it on first start (PGlite on disk, migrations, then seedDemoLeague with Better Auth),
// without the HTTP server around it. Prints one JSON line on stdout.
//
// Run in its own process so the bench process does not load TypeScript, PGlite or the app,
// and so its memory figures are its own. Usage: node scripts/bench/seed-probe.mjs <empty dir>
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seed-probe.mjs <empty dir>');

const { openDatabase } = await import('../../src/server/db/client.ts');
const { createAuth } = await import('../../src/server/auth.ts');
const { createMessenger } = await import('../../src/server/messaging/messenger.ts');
const { seedDemoLeague } = await import('../../src/server/db/seed/demo-league.ts');
const { createLogger } = await import('../../src/server/logger.ts');

const logger = createLogger('silent');
// RSS after each step: tells how much of the server's memory is the embedded database itself.
const rssMiB = () => Math.round(process.memoryUsage().rss / 2 ** 20);
const rssBefore = rssMiB();
const t0 = performance.now();
const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
const t1 = performance.now();
const rssAfterOpen = rssMiB();
await handle.migrate();
const t2 = performance.now();
const messenger = createMessenger({ db: handle.db, logger });
// The same settings as the server's in development; the seed signs up its accounts through it.
const auth = createAuth({
  db: handle.db,
  messenger,
  secret: 'bench-seed-probe-secret-not-used-for-anything-real',
  baseUrl: 'http://127.0.0.1:1',
  trustedOrigins: ['http://127.0.0.1:1'],
  secureCookies: false,
  signInLimitPerMinute: 1_000_000,
  leagueName: async () => 'Bench',
  logger,
});
const t3 = performance.now();
await seedDemoLeague({ db: handle.db, auth, now: new Date() });
const t4 = performance.now();
const rssAfterSeed = rssMiB();
await handle.close();

const ms = (a, b) => Math.round(b - a);
console.log(
  JSON.stringify({
    openMs: ms(t0, t1),
    migrateMs: ms(t1, t2),
    seedMs: ms(t3, t4),
    rssBeforeOpenMiB: rssBefore,
    rssAfterOpenMiB: rssAfterOpen,
    rssAfterSeedMiB: rssAfterSeed,
  }),
);
