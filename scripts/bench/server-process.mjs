// Starting, watching and stopping the app server for the bench.
//
// The server is started the way `npm start` does (`node scripts/start.mjs`), but with `node`
// directly rather than through npm: then the pid we hold is the server's own, and its memory
// can be read from /proc/<pid>/status. Every server this module starts is remembered, so the
// bench can stop all of them if a section fails or times out, and none outlives the bench.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serverBuildIsStale } from '../server-build.mjs';
import { webBuildIsStale } from '../web-build.mjs';

export const root = resolve(import.meta.dirname, '../..');
const startScript = join(root, 'scripts/start.mjs');

/** Every server started and not yet stopped: its stop function and the temp dir it owns. */
/** @type {Map<import('node:child_process').ChildProcess, { stop: () => Promise<void>, ownDir?: string }>} */
const running = new Map();

// Last resort: a bench that crashes or is interrupted must not leave servers or their data
// directories behind ('exit' handlers can only do synchronous work).
process.once('exit', () => {
  for (const [child, { ownDir }] of running) {
    child.kill('SIGKILL');
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  }
});

/** A free TCP port on the loopback interface (the OS picks it; we release it at once). */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => done(port));
    });
  });
}

/** A new empty folder under the OS temp dir; the caller removes it. */
export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), `league-bench-${prefix}-`));
}

/**
 * Memory of a process from /proc (Linux only), in MiB: rss is what it holds now, peak (VmHWM)
 * the most it ever held. Undefined when the process is gone.
 * @param {number} pid
 */
export function readMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMiB: round1(kib('VmRSS') / 1024), peakMiB: round1(kib('VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}

const round1 = (n) => Math.round(n * 10) / 10;

/**
 * @typedef {object} BenchServer
 * @property {number} pid
 * @property {number} port
 * @property {string} baseUrl
 * @property {string} dataDir
 * @property {number} startupMs  process spawn to the first /readyz 200
 * @property {boolean} rebuiltWebOnStart  start.mjs rebuilt a stale dist/web or dist/server before starting
 * @property {string[]} notes  what makes this server's figures less comparable, if anything
 * @property {string} logFile
 * @property {() => ReturnType<typeof readMemory>} memory
 * @property {() => boolean} isRunning
 * @property {() => Promise<void>} stop
 */

/**
 * Starts the production server and waits until /readyz answers 200.
 *
 * NODE_ENV=production with a random AUTH_SECRET, as in a deployment. It also matters for a
 * practical reason: when dist/web is stale, start.mjs builds it in-process and Vite's build
 * sets NODE_ENV=production in that process, after which the server refuses to start without
 * AUTH_SECRET. SEED_DEMO=true still seeds (explicit beats the production default).
 *
 * @param {object} options
 * @param {string} options.name            label for the log file
 * @param {string} options.logDir          where the server's stdout/stderr go
 * @param {string} [options.dataDir]       PGlite data dir to reuse (a restart); fresh if omitted
 * @param {string} [options.databaseUrl]   PostgreSQL instead of PGlite
 * @param {boolean} [options.seed]         SEED_DEMO (default true)
 * @param {number} [options.readyTimeoutMs]
 * @returns {Promise<BenchServer>}
 */
export async function startServer({ name, logDir, dataDir, databaseUrl, seed = true, readyTimeoutMs = 120_000 }) {
  // start.mjs rebuilds the web app and the server when their sources are newer than dist/web or
  // dist/server (someone edited them since the bench built). Those builds would then count in
  // the start-up time, so they are done here first, and noted.
  const rebuiltWebBeforeStart = webBuildIsStale() || serverBuildIsStale();
  if (rebuiltWebBeforeStart) {
    spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore', timeout: 300_000 });
  }
  const port = await freePort();
  const ownDataDir = dataDir ?? tempDir(`data-${name}`);
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    HOST: '127.0.0.1', // loopback only: nothing outside this machine can reach the bench server
    BASE_URL: baseUrl,
    DATA_DIR: ownDataDir,
    SEED_DEMO: String(seed),
    LOG_LEVEL: 'warn',
    // Load tests and page loads come from one address; the limiter is not what we measure.
    SIGN_IN_LIMIT_PER_MINUTE: '1000000',
    // The realtime bench's 10,000 viewers come from two loopback addresses (decision 051's caps
    // are for the open internet); the total still keeps its reserve of the open-file limit.
    STREAMS_PER_ADDRESS: '1000000',
    STREAMS_TOTAL: '1000000',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  const logFile = join(logDir, `server-${name}.log`);
  const log = createWriteStream(logFile);
  const started = performance.now();
  const child = spawn(process.execPath, [startScript], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));

  /** Stops the server (SIGTERM lets it close the database cleanly), SIGKILL after 10 s. */
  let stopping;
  const stop = () => (stopping ??= stopOnce());
  const stopOnce = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    running.delete(child);
    await new Promise((done) => log.end(done));
    if (!dataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  running.set(child, { stop, ownDir: dataDir ? undefined : ownDataDir });

  try {
    await waitForReady(`${baseUrl}/readyz`, exited, readyTimeoutMs);
  } catch (error) {
    await stop();
    const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
    throw new Error(`server "${name}" did not become ready: ${error.message}\n--- ${logFile} (last lines)\n${tail}`);
  }
  const startupMs = Math.round(performance.now() - started);
  // Sources edited in the moment between the check above and start.mjs's own: then the
  // start-up time and memory include a build after all.
  const rebuiltWebOnStart = /Building the (web app|server)/.test(readFileSync(logFile, 'utf8'));
  const notes = [
    rebuiltWebBeforeStart && 'web or server sources changed during the bench: rebuilt before this server started',
    rebuiltWebOnStart && 'this server rebuilt the web app or itself at start: its start-up time includes a Vite build',
  ].filter(Boolean);
  const isRunning = () => stopping === undefined && child.exitCode === null && child.signalCode === null;
  return {
    pid: child.pid,
    port,
    baseUrl,
    dataDir: ownDataDir,
    startupMs,
    rebuiltWebOnStart,
    notes,
    logFile,
    memory: () => readMemory(child.pid),
    isRunning,
    stop,
  };
}

async function waitForReady(url, exited, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  let gone;
  void exited.then((how) => (gone = how));
  while (performance.now() < deadline) {
    if (gone) throw new Error(`it exited (code ${gone.code}, signal ${gone.signal})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    // Polled every 50 ms: fine enough for a start-up of seconds, light on a 2-core machine.
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs / 1000} s`);
}

/** Stops every server still running (after a section failed or timed out). */
export async function stopAllServers() {
  await Promise.all([...running.values()].map(({ stop }) => stop()));
}
