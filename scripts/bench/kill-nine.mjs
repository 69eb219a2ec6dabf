// Kill -9 section (issue 25, decision 086): does a write the server acknowledged survive the
// server process dying at once? Against the real server (node + tsx, the app's own start-up,
// demo league) on PGlite and on PostgreSQL: four streams of the writes people make at the
// field run together (the referee's game events, a player's RSVP, the captain's team chat,
// the check-ins at the gate), each acknowledged one is recorded, the process gets SIGKILL
// mid-stream, is started again on the same data, and every acknowledged write is looked for.
//
// Events, chat messages and check-ins are idempotent on their client_key: sending one again
// answers 200 when it is stored and 201 when it was lost (and stores it then). An RSVP is
// found by the answer stored for its game: the last acknowledged one, or one sent after it
// (sent, stored, but killed before its answer came back).
//
// Runnable alone: `node scripts/bench/kill-nine.mjs pglite`, or
// `KILL_NINE_DATABASE_URL=postgres://... node scripts/bench/kill-nine.mjs postgres` (that
// database is emptied first), or as the bench's `killnine` section. KILL_NINE_DEBUG=1 prints
// the answer of every write that was refused.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { table } from './format.mjs';
import { freePort, root, tempDir } from './server-process.mjs';

/** How long the writes run before the kill, and the time between one stream's writes. */
export const STREAM_MS = 20_000;
const DEMO = { password: 'demo-league-pass', admin: 'admin@demo.league', captain: 'captain@demo.league', player: 'player@demo.league' };
const STATUSES = ['going', 'maybe', 'not_going'];

/** The app as `npm start` runs it, from the sources (no build needed), on `port`. */
function spawnApp({ port, dataDir, webDir, databaseUrl, authSecret, seed, logFile }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: authSecret,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: String(seed),
    LOG_LEVEL: 'warn',
    SIGN_IN_LIMIT_PER_MINUTE: '1000000',
    // Only the API is used: a page stands in for the web app, so no build is needed.
    WEB_OUT_DIR: webDir,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  return { child, exited };
}

async function waitReady(baseUrl, exited, timeoutMs) {
  let gone;
  void exited.then((how) => (gone = how));
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (gone) throw new Error(`the server exited (code ${gone.code}, signal ${gone.signal})`);
    try {
      if ((await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no 200 from ${baseUrl}/readyz within ${timeoutMs / 1000} s`);
}

/** A small HTTP client with one cookie jar; a call that gets no answer throws. */
function client(baseUrl) {
  let cookie = '';
  const call = async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { origin: baseUrl, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) cookie = setCookies.map((line) => line.split(';')[0]).join('; ');
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  return {
    call,
    async signIn(email) {
      const answer = await call('POST', '/api/auth/sign-in/email', { email, password: DEMO.password });
      if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status}`);
    },
    /** Keeps the session cookie for another server on the same data. */
    moveTo(url) {
      baseUrl = url;
    },
  };
}

/** What the four streams write to: found through the API as each person would. */
async function findTargets({ admin, captain, player }) {
  const day = (await admin.call('GET', '/api/check-in/games')).body;
  const gameIds = [...day.today.map((sheet) => sheet.game.id), ...day.upcoming.map((game) => game.id)];
  const players = [];
  for (const gameId of gameIds.slice(0, 4)) {
    const sheet = await admin.call('GET', `/api/games/${gameId}/check-in`);
    if (sheet.status !== 200) continue;
    const alreadyIn = new Set(sheet.body.check_ins.map((row) => row.player_id));
    for (const person of sheet.body.players) if (!alreadyIn.has(person.id)) players.push({ gameId, playerId: person.id });
  }
  if (players.length === 0) throw new Error(`no player to check in: ${JSON.stringify(day).slice(0, 300)}`);
  const chats = (await captain.call('GET', '/api/chat/teams')).body;
  const teamId = chats.teams?.[0]?.team_id;
  if (!teamId) throw new Error('the demo captain has no team chat');
  const schedule = (await player.call('GET', '/api/me/schedule')).body;
  const rsvpGames = schedule.upcoming.filter((row) => row.can_answer).map((row) => row.game.id);
  if (rsvpGames.length === 0) throw new Error('the demo player has no game to answer');
  return { eventGameId: gameIds[0], players, teamId, rsvpGames: rsvpGames.slice(0, 6) };
}

/** Calls `write(i)` one after another until `stopped()`; records what was acknowledged. */
async function stream(write, stopped) {
  const sent = [];
  for (let i = 0; !stopped(); i += 1) {
    const entry = { i, acked: false };
    sent.push(entry);
    try {
      const answer = await write(i, entry);
      entry.status = answer.status;
      entry.acked = answer.status >= 200 && answer.status < 300;
      if (!entry.acked && process.env.KILL_NINE_DEBUG) console.error(answer.status, JSON.stringify(answer.body).slice(0, 300));
    } catch {
      break; // no answer: the server is gone
    }
  }
  return sent;
}

/** Empties the database at `url` (the standalone run's, e.g. a helper's own test database). */
async function resetPostgres(url) {
  await withAdmin(url, (client) => client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;'));
}

/** One run on one database: start, stream, kill, start again, look for every acknowledged write. */
export async function measureOne({ database, logDir, postgresUrl, streamMs = STREAM_MS }) {
  const dataDir = tempDir(`kill-nine-${database}`);
  const webDir = tempDir(`kill-nine-web-${database}`);
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>League</title>');
  const databaseUrl = database === 'postgres' ? postgresUrl : undefined;
  if (databaseUrl) await resetPostgres(databaseUrl);
  const authSecret = randomBytes(32).toString('hex');
  const logFile = join(logDir, `server-kill-nine-${database}.log`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let app = spawnApp({ port, dataDir, webDir, databaseUrl, authSecret, seed: true, logFile });
  try {
    await waitReady(baseUrl, app.exited, 600_000);
    const people = { admin: client(baseUrl), captain: client(baseUrl), player: client(baseUrl) };
    for (const [role, person] of Object.entries(people)) await person.signIn(DEMO[role]);
    const targets = await findTargets(people);

    let killed = false;
    const stopped = () => killed;
    const runId = randomUUID().slice(0, 8);
    const eventBody = (i) => ({ type: 'note', note: `Kill -9 bench note ${i}`, client_key: `k9-${runId}-event-${i}` });
    // Chat and check-in keys are UUIDs, as devices make them; kept to send each write again.
    const uuids = new Map();
    const uuidOf = (name) => uuids.get(name) ?? uuids.set(name, randomUUID()).get(name);
    const chatBody = (i) => ({ body: `Kill -9 bench message ${i}`, client_key: uuidOf(`chat-${i}`) });
    const checkInBody = (i) => ({
      client_key: uuidOf(`in-${i}`),
      player_id: targets.players[i]?.playerId,
      scanned_at: new Date().toISOString(),
      reason: 'Bench: checked in at the gate',
    });
    const rsvp = (i) => ({ gameId: targets.rsvpGames[i % targets.rsvpGames.length], status: STATUSES[i % STATUSES.length] });

    const streams = Promise.all([
      stream((i) => people.admin.call('POST', `/api/games/${targets.eventGameId}/events`, eventBody(i)), stopped),
      stream((i) => people.captain.call('POST', `/api/teams/${targets.teamId}/chat/messages`, chatBody(i)), stopped),
      stream((i) => {
        if (i >= targets.players.length) return new Promise(() => {}); // every player is in: wait for the kill
        return people.admin.call('POST', `/api/games/${targets.players[i].gameId}/check-ins`, checkInBody(i));
      }, stopped),
      stream((i) => people.player.call('PUT', `/api/games/${rsvp(i).gameId}/availability`, { status: rsvp(i).status }), stopped),
    ]);
    await new Promise((r) => setTimeout(r, streamMs));
    app.child.kill('SIGKILL');
    killed = true;
    await app.exited;
    const [events, chats, checkIns, rsvps] = await Promise.race([streams, new Promise((r) => setTimeout(() => r([[], [], [], []]), 30_000))]);

    const restartStarted = performance.now();
    app = spawnApp({ port, dataDir, webDir, databaseUrl, authSecret, seed: false, logFile });
    await waitReady(baseUrl, app.exited, 600_000);
    const restartMs = Math.round(performance.now() - restartStarted);

    /** Sends every acknowledged write again: 201 means it had been lost. */
    const lostOf = async (entries, send) => {
      let lost = 0;
      for (const entry of entries.filter((e) => e.acked)) {
        const again = await send(entry.i);
        if (again.status === 201) lost += 1;
        else if (again.status !== 200) throw new Error(`replay answered ${again.status}: ${JSON.stringify(again.body).slice(0, 200)}`);
      }
      return lost;
    };
    const rows = [
      {
        kind: 'game events (referee)',
        entries: events,
        lost: await lostOf(events, (i) => people.admin.call('POST', `/api/games/${targets.eventGameId}/events`, eventBody(i))),
      },
      {
        kind: 'team chat messages',
        entries: chats,
        lost: await lostOf(chats, (i) => people.captain.call('POST', `/api/teams/${targets.teamId}/chat/messages`, chatBody(i))),
      },
      {
        kind: 'check-ins',
        entries: checkIns,
        lost: await lostOf(checkIns, (i) => people.admin.call('POST', `/api/games/${targets.players[i].gameId}/check-ins`, checkInBody(i))),
      },
      { kind: 'RSVPs', entries: rsvps, lost: await rsvpsLost(people.player, rsvps, rsvp) },
    ].map(({ kind, entries, lost }) => ({
      kind,
      sent: entries.length,
      acknowledged: entries.filter((e) => e.acked).length,
      refused: entries.filter((e) => e.status !== undefined && !e.acked).length,
      refusedStatuses: [...new Set(entries.filter((e) => e.status !== undefined && !e.acked).map((e) => e.status))],
      lost,
    }));
    return { database, restartMs, rows };
  } finally {
    if (app.child.exitCode === null && app.child.signalCode === null) {
      app.child.kill('SIGTERM');
      const timer = setTimeout(() => app.child.kill('SIGKILL'), 10_000);
      await app.exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  }
}

/**
 * An RSVP is lost when its game's stored answer is neither the last acknowledged one nor one
 * sent after it. (Each game's writes cycle through the statuses, so a lost write shows.)
 */
async function rsvpsLost(player, entries, rsvp) {
  const schedule = (await player.call('GET', '/api/me/schedule')).body;
  const stored = new Map([...schedule.upcoming, ...schedule.recent].map((row) => [row.game.id, row.my_status]));
  let lost = 0;
  const games = new Set(entries.map((entry) => rsvp(entry.i).gameId));
  for (const gameId of games) {
    const ofGame = entries.filter((entry) => rsvp(entry.i).gameId === gameId);
    const lastAcked = ofGame.findLastIndex((entry) => entry.acked);
    if (lastAcked < 0) continue;
    const allowed = new Set(ofGame.slice(lastAcked).map((entry) => rsvp(entry.i).status));
    if (!allowed.has(stored.get(gameId))) lost += 1;
  }
  return lost;
}

/** The bench's own PostgreSQL database for this section, made afresh and dropped after. */
const BENCH_DATABASE = 'league_bench_kill_nine';

async function withAdmin(adminUrl, work) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** PGlite, then PostgreSQL in a database of its own on the server `postgresAdminUrl` reaches. */
export async function measureBoth({ logDir, postgresAdminUrl }) {
  const runs = [await measureOne({ database: 'pglite', logDir })];
  await withAdmin(postgresAdminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  });
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  try {
    runs.push(await measureOne({ database: 'postgres', logDir, postgresUrl: url.toString() }));
  } finally {
    await withAdmin(postgresAdminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`));
  }
  return { runs };
}

export function report(result) {
  const lines = [];
  for (const run of result.runs) {
    lines.push(`${run.database}: restart after SIGKILL to /readyz ${run.restartMs} ms`);
    lines.push(
      table(
        ['writes', 'sent', 'acknowledged', 'refused', 'lost after restart'],
        run.rows.map((row) => [row.kind, row.sent, row.acknowledged, row.refused, row.lost]),
      ),
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = process.argv[2] ?? 'pglite';
  const logDir = join(root, 'bench-results/logs');
  mkdirSync(logDir, { recursive: true });
  const postgresUrl = process.env.KILL_NINE_DATABASE_URL;
  const run = await measureOne({ database: which, logDir, postgresUrl });
  console.log(report({ runs: [run] }));
  console.log(JSON.stringify(run));
  process.exit(run.rows.some((row) => row.lost > 0) ? 1 : 0);
}
