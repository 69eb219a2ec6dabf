// API section: requests per second and latency of the public reads under load, once per
// database (PGlite, PostgreSQL), with autocannon in this process against a production
// server in a child process, and the server's memory before and after.
//
// Each read is also given as a ratio to /healthz measured by the same server in the same run
// (a route that touches neither the database nor the session): on a shared 2-core machine the
// absolute figures move with whatever else runs, the ratios much less.
import autocannon from 'autocannon';
import pg from 'pg';
import { fixed, table } from './format.mjs';
import { loadAverage } from './machine.mjs';
import { startServer } from './server-process.mjs';

/**
 * Every public read the public pages make, with their common query variants (decision 087).
 * The first entry is the baseline the others are compared with. A path may name ids of the
 * seeded league (`:game`, `:team`, `:player`, `:division`, `:season`), found once the server is up.
 */
export const ENDPOINTS = [
  { name: 'healthz', path: '/healthz' },
  { name: 'home', path: '/api/home' }, // the home page's data: the heaviest public read
  // The same, from a client that holds the answer already (If-None-Match): 304, no body.
  { name: 'home 304', path: '/api/home', revalidate: true },
  { name: 'live-check', path: '/api/games/live-check' }, // asked by every open page every 30 s
  { name: 'schedule', path: '/api/schedule' }, // the current season's upcoming games (25 a page)
  { name: 'schedule past', path: '/api/schedule?view=past' },
  { name: 'schedule of a team', path: '/api/schedule?team_id=:team' },
  { name: 'game', path: '/api/games/:game' },
  { name: 'rankings', path: '/api/rankings' }, // stored tables (decision 041)
  { name: 'rankings of a division', path: '/api/rankings?division_id=:division' },
  { name: 'rankings enhanced', path: '/api/rankings/enhanced?division_id=:division' },
  { name: 'leaderboard', path: '/api/leaderboard' },
  { name: 'teams', path: '/api/public/teams' },
  { name: 'team', path: '/api/public/teams/:team' },
  { name: 'players', path: '/api/public/players' },
  { name: 'players page 2', path: '/api/public/players?page=2' },
  { name: 'player', path: '/api/public/players/:player' },
  { name: 'rules', path: '/api/rules' },
  { name: 'gallery', path: '/api/gallery' },
  { name: 'settings', path: '/api/settings/public' },
];

/** Ids of the seeded league for the paths above, read through the public API itself. */
async function seededIds(baseUrl) {
  const read = async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const [schedule, teams, players] = await Promise.all([read('/api/schedule?view=past'), read('/api/public/teams'), read('/api/public/players')]);
  const ids = {
    game: schedule.items?.[0]?.id,
    team: teams.groups?.[0]?.teams?.[0]?.id,
    division: teams.divisions?.[0]?.id,
    season: teams.season?.id,
    player: players.items?.[0]?.id,
  };
  for (const [name, id] of Object.entries(ids)) if (!id) throw new Error(`no seeded ${name} to measure`);
  return ids;
}

const withIds = (path, ids) => path.replace(/:(game|team|division|season|player)\b/g, (_, name) => ids[name]);

export const DEFAULT_POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'league_bench';

/**
 * @param {object} context
 * @param {'pglite' | 'postgres'} context.database
 * @param {string} context.logDir
 * @param {number} context.durationSeconds   measured load per endpoint
 * @param {number} context.warmupSeconds     unmeasured load first (JIT, caches, pool)
 * @param {number} context.connections
 * @param {string} [context.postgresAdminUrl] a database on the server to CREATE/DROP from
 */
export async function measure({ database, logDir, durationSeconds, warmupSeconds, connections, postgresAdminUrl = DEFAULT_POSTGRES_ADMIN_URL }) {
  let databaseUrl;
  let serverVersion;
  if (database === 'postgres') ({ url: databaseUrl, serverVersion } = await createBenchDatabase(postgresAdminUrl));
  try {
    const server = await startServer({ name: `api-${database}`, logDir, databaseUrl });
    try {
      const memoryBefore = server.memory();
      const loadAverageBefore = loadAverage();
      const ids = await seededIds(server.baseUrl);
      const endpoints = [];
      for (const endpoint of ENDPOINTS) {
        const path = withIds(endpoint.path, ids);
        endpoints.push({
          ...endpoint,
          path,
          ...(await load(`${server.baseUrl}${path}`, { durationSeconds, warmupSeconds, connections, revalidate: endpoint.revalidate })),
        });
      }
      const memoryAfter = server.memory();
      const loadAverageAfter = loadAverage();
      const [baseline] = endpoints;
      for (const endpoint of endpoints) {
        endpoint.rpsRatio = endpoint.rps / baseline.rps;
        endpoint.p50Ratio = baseline.p50Ms > 0 ? endpoint.p50Ms / baseline.p50Ms : undefined;
      }
      const result = {
        database,
        serverVersion,
        connections,
        durationSeconds,
        warmupSeconds,
        startupMs: server.startupMs,
        memoryBefore,
        memoryAfter,
        loadAverageBefore,
        loadAverageAfter,
        endpoints,
      };
      return server.notes.length > 0 ? { ...result, notes: server.notes } : result;
    } finally {
      await server.stop();
    }
  } finally {
    if (databaseUrl) await dropBenchDatabase(postgresAdminUrl);
  }
}

async function load(url, { durationSeconds, warmupSeconds, connections, revalidate = false }) {
  // One request first: a read that fails or redirects would make its figures meaningless.
  const probe = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const body = Buffer.from(await probe.arrayBuffer());
  if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}: ${body.toString().slice(0, 200)}`);

  // Browsers always ask for gzip, so the server's compression is part of the cost measured.
  const headers = { 'accept-encoding': 'gzip' };
  const etag = probe.headers.get('etag');
  if (revalidate) {
    if (!etag) throw new Error(`${url} sent no ETag to revalidate with`);
    headers['if-none-match'] = etag;
  }
  const options = { url, connections, headers, timeout: 10 };
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const result = await autocannon({ ...options, duration: durationSeconds });
  return {
    responseBytes: body.length, // as decoded (fetch undoes the gzip)
    rps: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    // A 304 is the answer asked for when revalidating.
    non2xx: revalidate ? result.non2xx - (result['3xx'] ?? 0) : result.non2xx,
  };
}

/** The bench only ever talks to a database server on this machine. */
function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host)) throw new Error(`refusing a non-loopback database server: ${host}`);
}

async function withAdmin(adminUrl, work) {
  assertLoopback(adminUrl);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database (a leftover from an interrupted run is dropped first). */
async function createBenchDatabase(adminUrl) {
  const serverVersion = await withAdmin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
    return (await client.query('SHOW server_version')).rows[0]?.server_version;
  });
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return { url: url.href, serverVersion };
}

async function dropBenchDatabase(adminUrl) {
  await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`));
}

/** @param {Awaited<ReturnType<typeof measure>>} result */
export function report(result) {
  const lines = [
    `${result.database}${result.serverVersion ? ` ${result.serverVersion}` : ''}: ${result.connections} connections, ${result.durationSeconds} s per endpoint after ${result.warmupSeconds} s of warm-up; gzip asked for`,
    table(
      ['endpoint', 'path', 'req/s:', 'p50 ms:', 'p99 ms:', 'req/s vs healthz:', 'p50 vs healthz:', 'JSON B:', 'errors:', 'non-2xx:'],
      result.endpoints.map((e) => [
        e.name,
        e.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '…'),
        fixed(e.rps),
        fixed(e.p50Ms),
        fixed(e.p99Ms),
        fixed(e.rpsRatio, 3),
        e.p50Ratio === undefined ? '–' : fixed(e.p50Ratio, 1),
        e.responseBytes,
        e.errors + e.timeouts,
        e.non2xx,
      ]),
    ),
    `server RSS: ${fixed(result.memoryBefore?.rssMiB)} MiB before the load, ${fixed(result.memoryAfter?.rssMiB)} MiB after (peak ${fixed(result.memoryAfter?.peakMiB)} MiB); start-up ${result.startupMs} ms; load average ${result.loadAverageBefore} → ${result.loadAverageAfter}`,
  ];
  return lines.join('\n');
}
