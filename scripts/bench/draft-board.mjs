// Draft board section (issue 24, decision 081): WATCHERS devices on the demo's ready draft's
// stream (GET /api/drafts/{draftId}/stream), the admin starting it and making PICKS picks a
// second apart (POST /api/drafts/{draftId}/picks): from the pick's POST to the last watcher
// receiving it, p50/p95/max, and any pick a watcher missed.
//
// Against a production server from server-process.mjs (PGlite, demo league). Every watcher is
// signed in as the demo admin: the server does the same work per watcher whoever holds it (the
// access check at opening, then one frame written per pick).
import { fixed, table } from './format.mjs';
import { json } from './http-call.mjs';
import { startServer } from './server-process.mjs';
import { now, openWatcher, percentile } from './sse-watcher.mjs';

export const WATCHERS = 500;
const PICKS = 6;
const DEMO_ADMIN = { email: 'admin@demo.league', password: 'demo-league-pass' };

export async function measure({ logDir, watchers = WATCHERS }) {
  const server = await startServer({ name: 'draft-board', logDir, readyTimeoutMs: 400_000 });
  const open = [];
  try {
    const base = server.baseUrl;
    const signIn = await json('POST', `${base}/api/auth/sign-in/email`, { headers: { origin: base }, body: DEMO_ADMIN });
    const cookie = (signIn.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    const headers = { cookie, origin: base };
    const { drafts } = (await json('GET', `${base}/api/drafts`, { headers })).body;
    const ready = drafts.find((d) => d.status === 'setup');
    if (!ready) throw new Error('the demo league has no draft ready to run');
    const board = (await json('GET', `${base}/api/drafts/${ready.id}/board`, { headers })).body;
    const streamUrl = `${base}/api/drafts/${ready.id}/stream?after=${board.last_event_id}`;
    const keyOf = (data) => (data.type === 'pick' ? data.pick?.pick_number : undefined);
    for (let i = 0; i < watchers; i += 1) open.push(await openWatcher(streamUrl, { cookie, index: i, keyOf }));
    await new Promise((r) => setTimeout(r, 2_000));

    const started = (await json('POST', `${base}/api/drafts/${ready.id}/start`, { headers })).body;
    const candidates = started.pool.filter((p) => p.eligible);
    const picks = Math.min(PICKS, candidates.length, started.order.length);
    const sent = [];
    for (let n = 1; n <= picks; n += 1) {
      await new Promise((r) => setTimeout(r, 1_000));
      const t0 = now();
      await json('POST', `${base}/api/drafts/${ready.id}/picks`, { headers, body: { player_id: candidates[n - 1].player_id, pick_number: n } });
      sent.push({ key: n, t0, postMs: now() - t0 });
    }
    for (const deadline = now() + 10_000; now() < deadline; ) {
      if (open.every((w) => sent.every((s) => w.arrivals.has(s.key)))) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    let missed = 0;
    const lastWatcherMs = [];
    for (const { key, t0 } of sent) {
      let last = 0;
      for (const watcher of open) {
        const at = watcher.arrivals.get(key);
        if (at === undefined) missed += 1;
        else last = Math.max(last, at - t0);
      }
      lastWatcherMs.push(last);
    }
    lastWatcherMs.sort((a, b) => a - b);
    const postMs = sent.map((s) => s.postMs).sort((a, b) => a - b);
    return {
      watchers,
      picks: sent.length,
      missed,
      postP50Ms: percentile(postMs, 50),
      lastWatcherP50Ms: percentile(lastWatcherMs, 50),
      lastWatcherP95Ms: percentile(lastWatcherMs, 95),
      lastWatcherMaxMs: lastWatcherMs.at(-1),
      memory: server.memory(),
    };
  } finally {
    for (const watcher of open.splice(0)) watcher.close();
    await server.stop();
  }
}

export function report(result) {
  return [
    `PGlite, one server process; ${result.watchers} devices on one draft board's stream, ${result.picks} picks a second apart`,
    table(
      ['what', 'ms:'],
      [
        ['POST of a pick, p50', fixed(result.postP50Ms)],
        ['pick to the last watcher receiving it, p50', fixed(result.lastWatcherP50Ms)],
        ['pick to the last watcher receiving it, p95 (goal < 1000 on 2 cores)', fixed(result.lastWatcherP95Ms)],
        ['pick to the last watcher receiving it, slowest pick', fixed(result.lastWatcherMaxMs)],
      ],
    ),
    `picks a watcher missed: ${result.missed} of ${result.picks * result.watchers}`,
    `server RSS with the watchers open: ${fixed(result.memory?.rssMiB)} MiB`,
  ].join('\n');
}
