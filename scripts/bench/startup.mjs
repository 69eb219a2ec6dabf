// Start-up section (PGlite): how long the demo seed takes, and how long the server takes from
// process start to its first /readyz 200, on a new data directory (what `npm start` does the
// first time: create the database, migrate, seed) and again on that same directory (a
// restart: the database exists and is not seeded again).
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fixed, table } from './format.mjs';
import { root, startServer, tempDir } from './server-process.mjs';

const run = promisify(execFile);

/** @param {{ logDir: string }} context */
export async function measure({ logDir }) {
  const result = {};
  const errors = [];
  const notes = [];

  // The seed alone, in a child process (see seed-probe.mjs for why).
  const probeDir = tempDir('seed');
  try {
    const { stdout } = await run(process.execPath, [join(root, 'scripts/bench/seed-probe.mjs'), probeDir], { cwd: root, timeout: 180_000 });
    result.seed = JSON.parse(stdout.trim().split('\n').at(-1));
  } catch (error) {
    errors.push(`seed probe: ${error.stderr || error.message}`);
  } finally {
    rmSync(probeDir, { recursive: true, force: true });
  }

  const dataDir = tempDir('startup');
  try {
    const first = await startServer({ name: 'startup-new', logDir, dataDir });
    result.newDatabase = { startupMs: first.startupMs, memoryWhenReady: first.memory(), rebuiltWebOnStart: first.rebuiltWebOnStart };
    notes.push(...first.notes.map((note) => `new database: ${note}`));
    await first.stop();
    const again = await startServer({ name: 'startup-restart', logDir, dataDir });
    result.restart = { startupMs: again.startupMs, memoryWhenReady: again.memory(), rebuiltWebOnStart: again.rebuiltWebOnStart };
    notes.push(...again.notes.map((note) => `restart: ${note}`));
    await again.stop();
  } catch (error) {
    errors.push(`server start: ${error.message}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Nothing measured is a failed section; a partial result is printed with its errors.
  if (!result.seed && !result.newDatabase) throw new Error(errors.join('\n'));
  if (errors.length > 0) result.errors = errors;
  if (notes.length > 0) result.notes = notes;
  return result;
}

/** @param {Awaited<ReturnType<typeof measure>>} result */
export function report(result) {
  const rows = [];
  if (result.seed) {
    // RSS of the probe process: the app's modules alone, then with the database open.
    rows.push(['seed probe: app modules loaded', '', result.seed.rssBeforeOpenMiB, '']);
    rows.push(['seed probe: open a new PGlite database', result.seed.openMs, result.seed.rssAfterOpenMiB, '']);
    rows.push(['seed probe: apply the migrations', result.seed.migrateMs, '', '']);
    rows.push(['seed probe: demo seed (accounts and league)', result.seed.seedMs, result.seed.rssAfterSeedMiB, '']);
  }
  for (const [label, figures] of [
    ['server start, new database (create, migrate, seed) to /readyz', result.newDatabase],
    ['server restart, same database to /readyz', result.restart],
  ]) {
    if (!figures) continue;
    const note = figures.rebuiltWebOnStart ? ' (included a web build)' : '';
    rows.push([label + note, figures.startupMs, fixed(figures.memoryWhenReady?.rssMiB), fixed(figures.memoryWhenReady?.peakMiB)]);
  }
  const lines = [table(['step (PGlite)', 'ms:', 'RSS MiB:', 'peak MiB:'], rows)];
  for (const error of result.errors ?? []) lines.push(`  ! ${error}`);
  return lines.join('\n');
}
