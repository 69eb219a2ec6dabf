// `npm run bench`: measured quality. Prints figures, judges nothing: the goals they are read
// against are in docs/quality.md.
//
// Builds the web app (`npm run build`), then runs each section in turn; every section runs
// even when another failed (its failure is printed), and every one has a time limit, so the
// bench always ends by itself. Tables go to stdout; the same figures, with more detail, to
// bench-results/latest.json (git-ignored), with the servers' logs and Lighthouse's HTML
// reports beside it. Nothing is downloaded; every address used is on the loopback interface.
//
// Sections (one file each in scripts/bench/):
//   startup     demo seed time, server start-up to /readyz (PGlite)      startup.mjs
//   web         chunk sizes, first load of each public page              web-bundle.mjs
//   lighthouse  scores and metrics per page, mobile and desktop          lighthouse.mjs
//   api         load on the public reads, PGlite then PostgreSQL         api-load.mjs
//   realtime    10,000 SSE viewers: goal to last viewer, memory, storm   realtime.mjs
//   schedule    generator (12 and 24 teams), 380-game CSV import         schedule.mjs
//   notifications  one notify() to 1,000 subscribed players: last push out  notifications.mjs
//   chat        40 members on one team chat, a message a second: last member, memory  team-chat.mjs
//   draft       500 devices on a draft board's stream, picks a second apart: last one   draft-board.mjs
//   killnine    SIGKILL mid-stream of writes, restart: acknowledged writes lost (PGlite, PostgreSQL)  kill-nine.mjs
//
// Options:
//   --only=web,lighthouse    run only these sections (names above)
//   --skip-build             measure the dist/web already there
//   --duration=10            seconds of measured load per API endpoint (2 s warm-up before)
//   --connections=50         concurrent connections of the API load
//   --lighthouse-runs=1      Lighthouse runs per page and preset (the median is kept)
//   POSTGRES_ADMIN_URL       where to CREATE/DROP the league_bench database
//                            (default postgres://postgres@127.0.0.1:5432/postgres)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as apiLoad from './bench/api-load.mjs';
import * as draftBoard from './bench/draft-board.mjs';
import * as killNine from './bench/kill-nine.mjs';
import { heading } from './bench/format.mjs';
import * as lighthouse from './bench/lighthouse.mjs';
import * as notifications from './bench/notifications.mjs';
import { describeMachine, loadAverage } from './bench/machine.mjs';
import * as realtime from './bench/realtime.mjs';
import * as schedule from './bench/schedule.mjs';
import { root, startServer, stopAllServers } from './bench/server-process.mjs';
import * as startup from './bench/startup.mjs';
import * as teamChat from './bench/team-chat.mjs';
import * as webBundle from './bench/web-bundle.mjs';

const SECTIONS = ['startup', 'web', 'lighthouse', 'api', 'realtime', 'schedule', 'notifications', 'chat', 'draft', 'killnine'];
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'lighthouse-runs': { type: 'string', default: '1' },
  },
});
const only = options.only ? options.only.split(',').map((s) => s.trim()) : SECTIONS;
for (const name of only) if (!SECTIONS.includes(name)) throw new Error(`unknown section "${name}"; known: ${SECTIONS.join(', ')}`);
const durationSeconds = Number(options.duration);
const connections = Number(options.connections);
const lighthouseRuns = Number(options['lighthouse-runs']);

function round(n, digits) {
  return Math.round(n * 10 ** digits) / 10 ** digits;
}

const resultsDir = join(root, 'bench-results');
const logDir = join(resultsDir, 'logs');
const distDir = join(root, 'dist/web');
rmSync(logDir, { recursive: true, force: true });
rmSync(join(resultsDir, 'lighthouse'), { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });

// Interrupted (Ctrl-C): stop the servers first, so no PGlite directory or port is left held.
process.once('SIGINT', () => void stopAllServers().finally(() => process.exit(130)));

// An error thrown outside a section's promise (an event emitter in a library) must not end
// the bench: it is printed and recorded, and the section's time limit ends a section it left
// hanging.
const uncaughtErrors = [];
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    uncaughtErrors.push(String(error?.stack ?? error));
    console.log(`  ! ${event}: ${error?.message ?? error}`);
  });
}

const benchStarted = performance.now();
const results = {
  startedAt: new Date().toISOString(),
  machine: describeMachine(),
  options: { sections: only, durationSeconds, connections, lighthouseRuns, skipBuild: options['skip-build'] },
  build: undefined,
  sections: {},
};
console.log(
  `Bench on ${results.machine.cpus} CPUs, ${results.machine.memoryGiB} GiB, Node ${results.machine.node}, ${results.machine.chromium ?? 'no chromium'}; commit ${results.machine.gitCommit} (+${results.machine.gitUncommittedFiles} uncommitted files); load average ${results.machine.loadAverageAtStart}`,
);

// --- The production build -------------------------------------------------------------
if (options['skip-build']) {
  results.build = { skipped: true };
} else {
  console.log(heading('Build (npm run build)'));
  const started = performance.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', timeout: 300_000 });
  const seconds = round((performance.now() - started) / 1000, 1);
  if (build.status === 0) {
    results.build = { ok: true, seconds };
    console.log(`built in ${seconds} s`);
  } else {
    const output = `${build.stdout ?? ''}\n${build.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    results.build = { ok: false, seconds, error: output || String(build.error) };
    console.log(`FAILED (the sections below measure whatever dist/web holds, if anything):\n${output}`);
  }
}

/**
 * Runs one section with a time limit; a failure or a timeout is recorded and printed, and the
 * bench goes on.
 */
async function section(key, title, limitSeconds, work, report) {
  console.log(heading(title));
  const started = performance.now();
  const entry = { loadAverageBefore: loadAverage() };
  let timer;
  try {
    const timeout = new Promise((_, fail) => {
      timer = setTimeout(() => fail(new Error(`timed out after ${limitSeconds} s`)), limitSeconds * 1000);
    });
    const result = await Promise.race([work(), timeout]);
    Object.assign(entry, { ok: true, result });
    console.log(report(result));
    // What makes this section's figures less comparable (e.g. a rebuild mid-bench).
    for (const note of result?.notes ?? []) console.log(`  note: ${note}`);
  } catch (error) {
    Object.assign(entry, { ok: false, error: String(error?.stack ?? error) });
    console.log(`FAILED: ${error?.message ?? error}`);
    await stopAllServers(); // whatever the failed section left running
  } finally {
    clearTimeout(timer);
  }
  entry.seconds = round((performance.now() - started) / 1000, 1);
  entry.loadAverageAfter = loadAverage();
  console.log(`(${entry.seconds} s; load average ${entry.loadAverageBefore} → ${entry.loadAverageAfter})`);
  results.sections[key] = entry;
}

if (only.includes('startup')) {
  await section('startup', 'Start-up and demo seed (PGlite)', 240, () => startup.measure({ logDir }), startup.report);
}

// The two web sections share one server (PGlite, demo data): pages and their API calls are
// served as in production, compressed, with the demo league on the home page.
if (only.includes('web') || only.includes('lighthouse')) {
  /** Measures against the shared server, and carries its notes into the section's result. */
  const withNotes = async (running, work) => {
    const result = await work(running.baseUrl);
    return running.notes.length > 0 ? { ...result, notes: running.notes } : result;
  };
  let webServer;
  const server = async () => {
    if (!existsSync(join(distDir, 'index.html'))) throw new Error('no dist/web/index.html: the build failed or was skipped');
    // Started again if a failed section took it down.
    if (!webServer?.isRunning()) webServer = await startServer({ name: 'web', logDir });
    return webServer;
  };
  if (only.includes('web')) {
    await section(
      'web',
      'Web: chunks and first load',
      240,
      async () => withNotes(await server(), (url) => webBundle.measure({ baseUrl: url, distDir })),
      webBundle.report,
    );
  }
  if (only.includes('lighthouse')) {
    await section(
      'lighthouse',
      'Lighthouse (mobile and desktop presets)',
      120 + 60 * lighthouseRuns * 2 * 5,
      async () => withNotes(await server(), (url) => lighthouse.measure({ baseUrl: url, resultsDir, runs: lighthouseRuns })),
      lighthouse.report,
    );
  }
  await webServer?.stop();
}

if (only.includes('api')) {
  const limit = 120 + apiLoad.ENDPOINTS.length * (durationSeconds + 2) * 2;
  const common = { logDir, durationSeconds, warmupSeconds: 2, connections, postgresAdminUrl: process.env.POSTGRES_ADMIN_URL };
  await section('apiPglite', 'API load on PGlite', limit, () => apiLoad.measure({ ...common, database: 'pglite' }), apiLoad.report);
  await section('apiPostgres', 'API load on PostgreSQL', limit, () => apiLoad.measure({ ...common, database: 'postgres' }), apiLoad.report);
}

if (only.includes('realtime')) {
  await section('realtime', `Realtime (${realtime.VIEWERS} SSE viewers)`, 600, () => realtime.measure({ logDir }), realtime.report);
}

if (only.includes('schedule')) {
  await section('schedule', 'Schedule generator and spreadsheet import', 240, () => schedule.measure(), schedule.report);
}

if (only.includes('notifications')) {
  await section(
    'notifications',
    `Notifications (one game change to ${notifications.PLAYERS} subscribed players, web push)`,
    360,
    () => notifications.measure(),
    notifications.report,
  );
}

if (only.includes('chat')) {
  await section(
    'chat',
    `Team chat (${teamChat.MEMBERS} members connected, a message a second for ${teamChat.SECONDS} s)`,
    600,
    () => teamChat.measure({ logDir }),
    teamChat.report,
  );
}

if (only.includes('draft')) {
  await section(
    'draft',
    `Draft board (${draftBoard.WATCHERS} devices watching, picks a second apart)`,
    600,
    () => draftBoard.measure({ logDir }),
    draftBoard.report,
  );
}

if (only.includes('killnine')) {
  // Its own database, dropped and made again by the section (never a test's or another bench's).
  const admin = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  await section(
    'killnine',
    `Kill -9 mid-stream of acknowledged writes (${killNine.STREAM_MS / 1000} s of writes, then SIGKILL and a restart)`,
    1_500,
    () => killNine.measureBoth({ logDir, postgresAdminUrl: admin }),
    killNine.report,
  );
}

// --- Results --------------------------------------------------------------------------
await stopAllServers();
results.finishedAt = new Date().toISOString();
results.totalSeconds = round((performance.now() - benchStarted) / 1000, 1);
results.machine.loadAverageAtEnd = loadAverage();
if (uncaughtErrors.length > 0) results.uncaughtErrors = uncaughtErrors;
writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);

const failed = Object.entries(results.sections)
  .filter(([, s]) => !s.ok)
  .map(([key]) => key);
if (results.build?.ok === false) failed.unshift('build');
console.log(heading('Done'));
console.log(`Total ${results.totalSeconds} s. Figures in bench-results/latest.json; server logs in bench-results/logs/.`);
if (failed.length > 0) console.log(`Could not measure: ${failed.join(', ')}`);
// Exit at once: a timed-out section may still hold a browser or a socket open.
process.exit(failed.length > 0 ? 1 : 0);
