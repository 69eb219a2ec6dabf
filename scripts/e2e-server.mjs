// The server the browser journeys run against: a fresh embedded database with the demo
// league (journeys about the demo's public pages use it; every other journey makes its own
// data) and a first admin made from ADMIN_EMAIL (tests/e2e/servers.ts), which the journeys'
// fixtures use to grant roles. E2E_DEMO=none leaves the demo out.
// Card payments go to a local stand-in for Stripe (src/server/test/stripe-stand-in.ts);
// E2E_PAYMENTS=none starts a league without a payment provider instead, which serves the
// web app built by the server on E2E_WEB_FROM_PORT rather than building it again.
// E2E_WAITLIST=on starts the league in waitlist mode (tests/e2e/servers.ts); E2E_HOST is the
// host name of its address (default: localhost, 127.0.0.1 without a payment provider).
import { rmSync } from 'node:fs';
import { register, tsImport } from 'tsx/esm/api';

const port = process.env.E2E_PORT ?? '3210';
const payments = process.env.E2E_PAYMENTS ?? 'stripe';
const demo = process.env.E2E_DEMO ?? 'seed';
if (demo !== 'seed' && demo !== 'none') throw new Error(`E2E_DEMO must be seed or none, not ${demo}`);
const waitlist = process.env.E2E_WAITLIST ?? 'off';
if (waitlist !== 'on' && waitlist !== 'off') throw new Error(`E2E_WAITLIST must be on or off, not ${waitlist}`);
const { ROOT_ADMIN, e2eDataDir, mailDropDir } = await tsImport('../tests/e2e/servers.ts', import.meta.url);
const webFromPort = process.env.E2E_WEB_FROM_PORT;
const host = process.env.E2E_HOST ?? (payments === 'none' ? '127.0.0.1' : 'localhost');
const dataDir = e2eDataDir(port);
rmSync(dataDir, { recursive: true, force: true });
const webPort = webFromPort ?? port;
Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: demo === 'seed' ? 'true' : 'false',
  ADMIN_EMAIL: ROOT_ADMIN.email,
  ADMIN_PASSWORD: ROOT_ADMIN.password,
  NODE_ENV: 'test',
  // Journeys sign up and sign in hundreds of accounts: scrypt at a lighter cost (decision 090).
  PASSWORD_HASHING: 'light',
  // The no-provider league is on 127.0.0.1, so its session cookies are not the main one's.
  BASE_URL: `http://${host}:${port}`,
  // Journeys sign in often from one address; the limit itself is tested in the API suite.
  SIGN_IN_LIMIT_PER_MINUTE: '1000',
  // The journeys' API clients each send an address of their own (tests/e2e/fixtures.ts), so
  // that sign-up's per-address limit treats the accounts they make as separate devices.
  TRUST_PROXY: 'true',
  // Each message in full, for the journeys that follow a reset link or type a code.
  MAIL_DROP_DIR: mailDropDir(port),
  PHOTO_UPLOADS_PER_HOUR: '1000',
  // Every journey's browser is 127.0.0.1; the stream caps are tested in the API suite (decision 051).
  STREAMS_PER_ADDRESS: '1000',
  // Every journey's browser joins the waitlist from 127.0.0.1.
  WAITLIST_JOINS_PER_HOUR: '1000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The default port shares dist/web with `npm start`; another port builds on its own.
  WEB_OUT_DIR: webPort === '3210' ? 'dist/web' : `dist/web-e2e-${webPort}`,
});
delete process.env.DATABASE_URL;
for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE']) delete process.env[name];

if (payments === 'stripe') {
  const { startStripeStandIn } = await tsImport('../src/server/test/stripe-stand-in.ts', import.meta.url);
  const { TEST_STRIPE_SECRET_KEY, TEST_WEBHOOK_SECRET } = await tsImport('../src/server/test/stripe-webhooks.ts', import.meta.url);
  // Any free port: only this process needs its address; the browser follows redirects to it.
  const standIn = await startStripeStandIn({ webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook`, webhookSecret: TEST_WEBHOOK_SECRET });
  Object.assign(process.env, { STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_API_BASE: standIn.url });
} else if (payments !== 'none') {
  throw new Error(`E2E_PAYMENTS must be stripe or none, not ${payments}`);
}

if (waitlist === 'on') {
  // Written into the new database before the server opens it, so that no journey ever sees
  // this league with the mode off (PGlite is one process per directory: closed again first).
  const { openDatabase, targetFromEnv } = await tsImport('../src/server/db/client.ts', import.meta.url);
  const { siteSettings } = await tsImport('../src/server/db/schema/index.ts', import.meta.url);
  const { SETTING_KEYS } = await tsImport('../src/shared/settings.ts', import.meta.url);
  const database = await openDatabase(targetFromEnv({ DATA_DIR: dataDir }));
  await database.migrate();
  await database.db.insert(siteSettings).values({ settingKey: SETTING_KEYS.waitlistEnabled, settingValue: 'true' });
  await database.close();
}

if (webFromPort) {
  // Two builds into one directory at once would break both: wait for the other server,
  // which has built it, and start without building.
  await waitForServer(`http://127.0.0.1:${webFromPort}/readyz`);
  register();
  await import('../src/server/index.ts');
} else {
  await import('./start.mjs');
}

async function waitForServer(url) {
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer; the web app it builds is needed here`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
