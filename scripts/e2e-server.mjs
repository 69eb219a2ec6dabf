// The server the browser journeys run against: a fresh embedded database with the demo
// league (journeys about the demo use it; every other journey makes its own data).
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.E2E_PORT ?? '3210';
const dataDir = join(tmpdir(), `league-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  NODE_ENV: 'test',
  BASE_URL: `http://localhost:${port}`,
  // Journeys sign in often from one address; the limit itself is tested in the API suite.
  SIGN_IN_LIMIT_PER_MINUTE: '1000',
  PHOTO_UPLOADS_PER_HOUR: '1000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The default port shares dist/web with `npm start`; another port builds on its own.
  WEB_OUT_DIR: port === '3210' ? 'dist/web' : `dist/web-e2e-${port}`,
});
delete process.env.DATABASE_URL;
await import('./start.mjs');
