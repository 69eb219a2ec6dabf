// `npm test`: every test. Lint (when the package has a lint script), typecheck, the API, unit and
// component suites (vitest, embedded database; components in happy-dom), then the browser
// journeys (Playwright in Debian's chromium, installed first where this machine allows)
// against a production build.
// Prints each step's time as it ends and a table of them at the end, then the journeys that
// passed only on retry (CI retries a failed journey once); the last line is the one summary CI
// reads, "N passed, N failed, N skipped".
// `npm run test:postgres`: the API suite again on a PostgreSQL server (TEST_DATABASE_URL,
// default the local server's `test` database), because PGlite has one connection and
// cannot show races.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { flakyJourneys, flakyLines } from './flaky-journeys.mjs';
import { buildWebIfNeeded } from './web-build.mjs';

const results = { passed: 0, failed: 0, skipped: 0 };
/** Every step run, in order: its title, how long it took and how it ended. */
const steps = [];
/** Journeys that failed and then passed on their retry; undefined when no journey ran. */
let flaky;
const startedAt = performance.now();

function duration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${String(Math.round(seconds - minutes * 60)).padStart(2, '0')} s`;
}

/** Runs one step (a function returning true when it passed), timing it. */
async function step(title, body) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  let ok = false;
  try {
    ok = await body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  const ms = performance.now() - started;
  steps.push({ title, ms, ok });
  console.log(`${ok ? '✔' : '✖'} ${title}: ${duration(ms)}`);
  return ok;
}

function spawn(command, args, extraEnv = {}) {
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
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
  return step(title, () => {
    const ok = spawn('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], extraEnv);
    const vitest = readJson(report);
    if (vitest) {
      results.passed += vitest.numPassedTests;
      // A file that failed without a failed test (it could not load, a hook threw) is a failure
      // too: its tests only count as skipped.
      const brokenFiles = (vitest.testResults ?? []).filter(
        (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
      );
      results.failed += vitest.numFailedTests + brokenFiles.length;
      results.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
    }
    return ok;
  });
}

function finish() {
  const failures = steps.filter((s) => !s.ok).map((s) => s.title);
  const width = Math.max(...steps.map((s) => s.title.length), 'Total'.length);
  const rows = steps.map((s) => `  ${s.title.padEnd(width)}  ${duration(s.ms).padStart(12)}  ${s.ok ? 'ok' : 'FAILED'}`);
  console.log(`\nSteps:\n${rows.join('\n')}\n  ${'Total'.padEnd(width)}  ${duration(performance.now() - startedAt).padStart(12)}`);
  if (failures.length > 0) console.error(`\nFailed steps: ${failures.join(', ')}`);
  // Counted as passes in the summary, but named: a journey that needs its retry is a defect.
  if (flaky) console.log(`\n${flakyLines(flaky).join('\n')}`);
  console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
  process.exit(failures.length > 0 || results.failed > 0 ? 1 : 0);
}

const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_PACKAGES = ['chromium', 'fonts-dejavu-core'];

/**
 * Debian's chromium, which the journeys run in (Playwright cannot download its own browsers on
 * these machines). Installed here when missing, where that is possible without asking anyone:
 * as root, with apt-get. Anywhere else, the step fails with the one command to run.
 */
function installChromium(chromium) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (chromium === DEFAULT_CHROMIUM && isRoot && hasApt) {
    console.log(`The browser journeys need Debian's chromium, not installed yet: installing ${CHROMIUM_PACKAGES.join(' and ')} with apt-get.`);
    const updated = spawn('apt-get', ['update', '-qq']);
    const installed = updated && spawn('apt-get', ['install', '-y', '-qq', ...CHROMIUM_PACKAGES], { DEBIAN_FRONTEND: 'noninteractive' });
    if (installed && existsSync(chromium)) return true;
    console.error(`The install did not give ${chromium} (see above).`);
  }
  const command =
    chromium === DEFAULT_CHROMIUM
      ? `${isRoot ? '' : 'sudo '}apt-get install -y ${CHROMIUM_PACKAGES.join(' ')}`
      : `install chromium at ${chromium} (CHROMIUM_PATH)`;
  console.error(`\n✖ Browser journeys need Debian's chromium at ${chromium}: ${command}`);
  return false;
}

if (onPostgres) {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  await runVitest(`API tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`, ['src/server'], { TEST_DATABASE_URL: url });
  finish();
}

const scripts = readJson('package.json')?.scripts ?? {};
if (scripts.lint) await step('Lint', () => spawn('npm', ['run', '--silent', 'lint']));
await step('Typecheck', () => spawn('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));
await runVitest('API, unit and component tests (vitest)', []);

const chromium = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
if (existsSync(chromium) || (await step('Chromium for the journeys', () => installChromium(chromium)))) {
  const built = await step('Web build', async () => {
    await buildWebIfNeeded();
    return true;
  });
  if (built) {
    // Where playwright.config.ts writes it: runs on another E2E_PORT keep their results apart.
    const port = Number(process.env.E2E_PORT ?? 3210);
    const e2eReport = `${port === 3210 ? 'test-results' : `test-results/port-${port}`}/e2e-report.json`;
    rmSync(e2eReport, { force: true });
    await step('Browser journeys (Playwright)', () => {
      const ok = spawn('npx', ['playwright', 'test']);
      const e2e = readJson(e2eReport);
      if (e2e?.stats) {
        results.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
        results.failed += e2e.stats.unexpected;
        results.skipped += e2e.stats.skipped;
        flaky = flakyJourneys(e2e);
      }
      return ok;
    });
  }
}

finish();
