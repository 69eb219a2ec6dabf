// Schedule section: the round-robin generator's time (the seeded case: 12 teams,
// double round robin, 3 fields, 2 slots, one blackout date; and 24 teams double round robin),
// and how long a whole season's spreadsheet (380 played games, 20 teams) takes to preview and
// to import on PGlite, with the teams and fields created by the import.
//
// The measuring runs in a child process (this same file, run directly), so the bench process
// does not load TypeScript, PGlite or the app, as seed-probe.mjs does for the demo seed.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { fixed, table } from './format.mjs';
import { root, tempDir } from './server-process.mjs';

const run = promisify(execFile);
const self = fileURLToPath(import.meta.url);

/** @returns {Promise<Record<string, unknown>>} */
export async function measure() {
  const dataDir = tempDir('schedule');
  try {
    const { stdout } = await run(process.execPath, [self, dataDir], { cwd: root, timeout: 240_000, maxBuffer: 4 * 1024 * 1024 });
    return JSON.parse(stdout.trim().split('\n').at(-1));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measure>>} result */
export function report(result) {
  const rows = [];
  for (const [label, figures] of [
    ['generator: 12 teams, double round robin, 3 fields, 2 slots, 1 blackout (132 games)', result.seeded],
    ['generator: 24 teams, double round robin, 3 fields, 2 slots, 1 blackout (552 games)', result.large],
  ]) {
    rows.push([label, fixed(figures.firstMs, 1), fixed(figures.medianMs, 1), `${figures.placed}/${figures.expected}`]);
  }
  rows.push(['import: 380 played games, preview (PGlite)', fixed(result.import.previewMs, 0), '', `${result.import.rows} rows`]);
  rows.push(['import: 380 played games, import in one transaction (PGlite)', fixed(result.import.importMs, 0), '', `${result.import.created} games`]);
  return table(['what', 'first ms:', 'median ms:', 'placed:'], rows);
}

// ---- The child process ------------------------------------------------------------------

async function probe(dataDir) {
  const { register } = await import('tsx/esm/api');
  register();
  const { generateSchedule } = await import('../../src/server/features/schedule-generator/generate.ts');
  const { sampleSeasonCsv } = await import('../../src/server/features/schedule-import/sample-season.ts');

  const teams = (n) => Array.from({ length: n }, (_, i) => ({ id: `t${i}`, name: `Team ${i + 1}` }));
  const input = (n) => ({
    teams: teams(n),
    format: { kind: 'double' },
    firstDate: '2030-03-02',
    lastDate: '2031-12-31',
    gameDays: [6],
    timeSlots: ['09:00', '10:45'],
    fields: [1, 2, 3].map((i) => ({ id: `f${i}`, name: `Park - Field ${i}` })),
    blackoutDates: ['2030-05-18'],
    minRestDays: 6,
    busy: [],
    timeZone: 'America/Toronto',
  });
  const time = (n, runs) => {
    const t0 = performance.now();
    const first = generateSchedule(input(n));
    const firstMs = performance.now() - t0;
    const times = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      generateSchedule(input(n));
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { firstMs, medianMs: times[Math.floor(times.length / 2)], placed: first.report.games_placed, expected: first.report.games_expected };
  };
  const seeded = time(12, 20);
  const large = time(24, 10);

  const { openDatabase } = await import('../../src/server/db/client.ts');
  const schema = await import('../../src/server/db/schema/index.ts');
  const { previewScheduleImport, importSchedule } = await import('../../src/server/features/schedule-import/schedule-import.service.ts');
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  await handle.migrate();
  const db = handle.db;
  const [season] = await db
    .insert(schema.seasons)
    .values({ name: 'Past season', startDate: '2030-03-01', endDate: '2031-12-31', status: 'completed' })
    .returning();
  const [division] = await db.insert(schema.divisions).values({ name: 'Premier' }).returning();
  await db.insert(schema.users).values({ id: 'bench-admin', name: 'Bench Admin', email: 'bench-admin@example.test' });
  const actor = { userId: 'bench-admin', email: 'bench-admin@example.test', name: 'Bench Admin', roles: ['admin'] };
  const body = { season_id: season.id, division_id: division.id, csv: sampleSeasonCsv(20), create_missing: true };
  const p0 = performance.now();
  const previewed = await previewScheduleImport({ db, actor, input: body });
  const previewMs = performance.now() - p0;
  const i0 = performance.now();
  const imported = await importSchedule({ db, actor, input: body });
  const importMs = performance.now() - i0;
  await handle.close();
  console.log(
    JSON.stringify({
      seeded,
      large,
      import: { rows: previewed.rows.length, problems: previewed.rows_with_problems, previewMs, importMs, created: imported.created, final: imported.final },
    }),
  );
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: schedule.mjs <empty dir>');
  await probe(dataDir);
}
