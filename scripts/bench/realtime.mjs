// Realtime section: /live's server-sent events under many viewers (decision 036).
//
// Against a production server from server-process.mjs (PGlite, demo league, whose live game
// the demo referee is assigned to), with the viewers in a child process of their own
// (realtime-viewers.mjs):
//   - opens VIEWERS concurrent streams of /api/live/stream, from GET /api/live's last_event_id;
//   - the server's RSS before and after, per viewer;
//   - GOALS times: the demo referee records a goal through POST /api/games/{gameId}/events, and
//     the time from the POST to each viewer receiving it (p50, p95, the last viewer);
//   - a reconnect storm: every connection dropped at once, a goal recorded while they are all
//     away, every viewer back at once with Last-Event-ID, two more goals during the storm; then
//     the events any viewer lost (must be 0) or got twice.
// Every address is on the loopback interface; each step has a time limit.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fixed, table } from './format.mjs';
import { call, json } from './http-call.mjs';
import { root, startServer } from './server-process.mjs';

export const VIEWERS = 10_000;
const GOALS = 3;
const DEMO_REFEREE = { email: 'referee@demo.league', password: 'demo-league-pass' };

/** One viewer process, driven over IPC. */
function startViewers() {
  const child = fork(join(root, 'scripts/bench/realtime-viewers.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let nextId = 0;
  const pending = new Map();
  const ready = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (message) => {
      if (message.event === 'ready') resolve();
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error));
      else waiting.resolve(message.result);
    });
  });
  child.once('exit', (code) => {
    for (const { reject } of pending.values()) reject(new Error(`the viewer process exited (${code})`));
    pending.clear();
  });
  return {
    ready,
    send(cmd, args = {}) {
      nextId += 1;
      const id = nextId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ ...args, cmd, id });
      });
    },
    kill: () => child.kill('SIGKILL'),
  };
}

/** The demo referee's session: a cookie header for the API. */
async function signInReferee(baseUrl) {
  const response = await json('POST', `${baseUrl}/api/auth/sign-in/email`, { headers: { origin: baseUrl }, body: DEMO_REFEREE });
  return (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
}

/** The live game the demo referee is assigned to, and a scorer from its home roster. */
async function refereeGame(baseUrl, cookie) {
  const live = (await json('GET', `${baseUrl}/api/live`)).body;
  for (const game of live.games) {
    const response = await call('GET', `${baseUrl}/api/referee/games/${game.id}`, { headers: { cookie } });
    if (response.status !== 200) continue;
    const detail = JSON.parse(response.text);
    const scorer = detail.home_roster[0];
    if (detail.mode === 'referee' && scorer) return { gameId: game.id, teamId: game.home_team.id, scorerId: scorer.id };
  }
  throw new Error('the demo league has no live game of the demo referee with a home roster');
}

export async function measure({ logDir, viewers = VIEWERS }) {
  const server = await startServer({ name: 'realtime', logDir });
  const crowd = startViewers();
  try {
    await crowd.ready;
    const cookie = await signInReferee(server.baseUrl);
    const { gameId, teamId, scorerId } = await refereeGame(server.baseUrl, cookie);
    let minute = 50;
    const recordGoal = async () => {
      minute += 1;
      const started = performance.timeOrigin + performance.now();
      await json('POST', `${server.baseUrl}/api/games/${gameId}/events`, {
        headers: { cookie, origin: server.baseUrl },
        body: { type: 'goal', minute, team_id: teamId, player_id: scorerId, client_key: randomUUID() },
      });
      return { started, postMs: performance.timeOrigin + performance.now() - started };
    };
    const lastEventId = async () => (await json('GET', `${server.baseUrl}/api/live`)).body.last_event_id;

    const streamUrl = `${server.baseUrl}/api/live/stream`;
    const memoryBefore = server.memory();
    const start = await lastEventId();
    const open = await crowd.send('open', { url: streamUrl, count: viewers, after: start });
    if (open.failed > 0) throw new Error(`${open.failed} of ${viewers} viewers could not open the stream: ${open.firstError}`);
    // Let the server settle (garbage collection after the opening burst) before reading its memory.
    await new Promise((r) => setTimeout(r, 3_000));
    const memoryOpen = server.memory();

    const goals = [];
    for (let i = 0; i < GOALS; i += 1) {
      const after = await lastEventId();
      const goal = await recordGoal();
      const arrival = await crowd.send('next', { after, t0: goal.started });
      goals.push({ postMs: goal.postMs, ...arrival });
      await new Promise((r) => setTimeout(r, 500));
    }
    const memoryAfterGoals = server.memory();

    // The storm: all away, a goal meanwhile, all back at once, two goals during it.
    const beforeStorm = await lastEventId();
    const dropped = await crowd.send('drop');
    await new Promise((r) => setTimeout(r, 500));
    await recordGoal();
    const reconnecting = crowd.send('reconnect', { url: streamUrl });
    await recordGoal();
    await recordGoal();
    const reconnect = await reconnecting;
    const afterStorm = await lastEventId();
    const ids = Array.from({ length: afterStorm - beforeStorm }, (_, i) => beforeStorm + i + 1);
    const check = await crowd.send('check', { ids });
    const memoryEnd = server.memory();

    const perViewerKiB = memoryBefore && memoryOpen ? ((memoryOpen.rssMiB - memoryBefore.rssMiB) * 1024) / viewers : undefined;
    const result = {
      viewers,
      openSeconds: open.seconds,
      memoryBefore,
      memoryOpen,
      memoryAfterGoals,
      memoryEnd,
      perViewerKiB,
      goals,
      storm: { viewersAwayFrom: dropped.lastIds, eventsDuringStorm: ids.length, ...reconnect, ...check },
      startupMs: server.startupMs,
    };
    return server.notes.length > 0 ? { ...result, notes: server.notes } : result;
  } finally {
    await crowd.send('close').catch(() => {});
    crowd.kill();
    await server.stop();
  }
}

/** @param {Awaited<ReturnType<typeof measure>>} result */
export function report(result) {
  const all = result.goals;
  return [
    `PGlite, one server process; ${result.viewers} SSE viewers of /api/live/stream in a separate process, opened in ${fixed(result.openSeconds, 1)} s`,
    table(
      ['goal', 'POST ms:', 'viewers reached:', 'first viewer ms:', 'p50 ms:', 'p95 ms:', 'last viewer ms:'],
      all.map((g, i) => [`#${i + 1}`, fixed(g.postMs), `${g.received}/${result.viewers}`, fixed(g.minMs), fixed(g.p50Ms), fixed(g.p95Ms), fixed(g.maxMs)]),
    ),
    `server RSS: ${fixed(result.memoryBefore?.rssMiB)} MiB before, ${fixed(result.memoryOpen?.rssMiB)} MiB with the viewers open (${fixed(result.perViewerKiB, 1)} KiB per viewer), ${fixed(result.memoryEnd?.rssMiB)} MiB at the end (peak ${fixed(result.memoryEnd?.peakMiB)} MiB)`,
    `reconnect storm: ${result.storm.reconnected}/${result.viewers} back in ${fixed(result.storm.seconds, 1)} s (${result.storm.failed} failed), ${result.storm.eventsDuringStorm} events meanwhile; lost ${result.storm.lost}, received twice ${result.storm.repeated}${result.storm.complete ? '' : ' (timed out waiting)'}`,
  ].join('\n');
}
