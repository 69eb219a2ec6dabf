// `npm test`: every test. Typecheck, the API and unit suites (vitest, embedded database),
// then the browser journeys (Playwright in Debian's chromium) against a production build.
// Ends with one summary line, "N passed, N failed".
// `npm run test:postgres`: the API suite again on a PostgreSQL server (TEST_DATABASE_URL,
// default the local server's `test` database), because PGlite has one connection and
// cannot show races.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { buildWebIfNeeded } from './web-build.mjs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, command, args, extraEnv = {}) {
  console.log(`\n▶ ${title}`);
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (outcome.status !== 0) failures.push(title);
  return outcome.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

mkdirSync('test-results', { recursive: true });

const onPostgres = process.argv.includes('--postgres');

function runVitest(title, args, extraEnv) {
  const report = `test-results/vitest-${onPostgres ? 'postgres' : 'pglite'}.json`;
  rmSync(report, { force: true }); // a crashed run must not be counted from an old report
  run(title, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], extraEnv);
  const vitest = readJson(report);
  if (vitest) {
    results.passed += vitest.numPassedTests;
    results.failed += vitest.numFailedTests;
    results.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  }
}

function finish() {
  if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
  console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
  process.exit(failures.length > 0 || results.failed > 0 ? 1 : 0);
}

if (onPostgres) {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  runVitest(`API tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`, ['src/server'], { TEST_DATABASE_URL: url });
  finish();
}

run('Typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
runVitest('API and unit tests (vitest)', []);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`\n✖ Browser journeys need Debian's chromium at ${chromium}: apt-get install -y chromium`);
  failures.push('Browser journeys (no chromium)');
} else {
  console.log('\n▶ Web build');
  await buildWebIfNeeded();
  rmSync('test-results/e2e-report.json', { force: true });
  run('Browser journeys (Playwright)', 'npx', ['playwright', 'test']);
  const e2e = readJson('test-results/e2e-report.json');
  if (e2e?.stats) {
    results.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
    results.failed += e2e.stats.unexpected;
    results.skipped += e2e.stats.skipped;
  }
}

finish();
