// The realtime bench's viewers, in a process of their own (forked by realtime.mjs), so that
// reading 10,000 streams does not share a CPU queue with the process that records the goals.
// Each viewer is one HTTP connection to /api/live/stream, read the way EventSource reads it
// (event ids only: the payload is the server's business here). Commands come over IPC:
//   { cmd: 'open', url, count, after }         open `count` viewers from message id `after`
//   { cmd: 'next', after, t0 }                 wait until every viewer has an event after `after`;
//                                              latencies are measured from t0 (epoch ms)
//   { cmd: 'drop' }                            drop every connection at once
//   { cmd: 'reconnect', url }                  reconnect every viewer at once, each with
//                                              Last-Event-ID = the last id it saw
//   { cmd: 'check', ids }                      wait until every viewer has every one of `ids`;
//                                              count the ones missing and the ones received twice
//   { cmd: 'close' }
import http from 'node:http';

/** Loopback source addresses: 10,000 connections from one address would crowd its ephemeral ports. */
const PER_SOURCE_ADDRESS = 5_000;
const OPEN_CONCURRENCY = 200;

const now = () => performance.timeOrigin + performance.now();

/**
 * @typedef {object} Viewer
 * @property {number} index
 * @property {number} lastId
 * @property {Map<number, number>} arrivals   event id → first arrival (epoch ms)
 * @property {Map<number, number>} counts     event id → times received
 * @property {http.ClientRequest | undefined} request
 */

/** @type {Viewer[]} */
let viewers = [];

function connect(viewer, url, { after, lastEventId }) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    if (after !== undefined) target.searchParams.set('after', String(after));
    const headers = { accept: 'text/event-stream' };
    if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
    const request = http.request(target, {
      headers,
      agent: false,
      localAddress: `127.0.0.${2 + Math.floor(viewer.index / PER_SOURCE_ADDRESS)}`,
    });
    viewer.request = request;
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`viewer ${viewer.index}: status ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      response.on('data', (chunk) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!opened) {
            // The server's first block (the retry line): the stream is open.
            opened = true;
            resolve();
          }
          const idLine = block.split('\n').find((line) => line.startsWith('id:'));
          if (!idLine) continue;
          const id = Number(idLine.slice(3).trim());
          viewer.counts.set(id, (viewer.counts.get(id) ?? 0) + 1);
          if (!viewer.arrivals.has(id)) viewer.arrivals.set(id, now());
          if (id > viewer.lastId) viewer.lastId = id;
        }
      });
      response.on('error', () => {});
    });
    request.on('error', (error) => {
      if (viewer.request === request) reject(error);
    });
    request.end();
  });
}

/** Runs the tasks with at most `limit` at a time; Infinity: all at once. */
async function inBatches(items, limit, task) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await task(item);
    }
  });
  await Promise.all(workers);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function waitUntil(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
  return true;
}

const commands = {
  async open({ url, count, after }) {
    const started = now();
    viewers = Array.from({ length: count }, (_, index) => ({ index, lastId: after, arrivals: new Map(), counts: new Map(), request: undefined }));
    let failed = 0;
    let firstError;
    await inBatches(viewers, OPEN_CONCURRENCY, (viewer) =>
      connect(viewer, url, { after }).catch((error) => {
        failed += 1;
        firstError ??= String(error?.message ?? error);
      }),
    );
    return { opened: count - failed, failed, firstError, seconds: (now() - started) / 1000 };
  },

  async next({ after, t0, timeoutMs = 60_000 }) {
    const firstAfter = (viewer) => {
      let best;
      for (const [id, at] of viewer.arrivals) if (id > after && (best === undefined || id < best.id)) best = { id, at };
      return best;
    };
    const allThere = await waitUntil(() => viewers.every((v) => v.lastId > after), timeoutMs);
    const latencies = [];
    const ids = new Set();
    for (const viewer of viewers) {
      const first = firstAfter(viewer);
      if (!first) continue;
      latencies.push(first.at - t0);
      ids.add(first.id);
    }
    latencies.sort((a, b) => a - b);
    return {
      received: latencies.length,
      missing: viewers.length - latencies.length,
      timedOut: !allThere,
      ids: [...ids],
      minMs: latencies[0],
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: latencies.at(-1),
    };
  },

  async drop() {
    // Every connection dropped at once, as when a proxy or the network goes away.
    for (const viewer of viewers) viewer.request?.destroy();
    return { lastIds: [...new Set(viewers.map((v) => v.lastId))] };
  },

  async reconnect({ url }) {
    const started = now();
    let failed = 0;
    let firstError;
    // ... and every viewer back at once, each with the last id it saw.
    await inBatches(viewers, Number.POSITIVE_INFINITY, (viewer) =>
      connect(viewer, url, { lastEventId: viewer.lastId }).catch((error) => {
        failed += 1;
        firstError ??= String(error?.message ?? error);
      }),
    );
    return { reconnected: viewers.length - failed, failed, firstError, seconds: (now() - started) / 1000 };
  },

  async check({ ids, timeoutMs = 60_000 }) {
    const started = now();
    const complete = await waitUntil(() => viewers.every((v) => ids.every((id) => v.counts.has(id))), timeoutMs);
    let lost = 0;
    let repeated = 0;
    for (const viewer of viewers) {
      for (const id of ids) if (!viewer.counts.has(id)) lost += 1;
      for (const times of viewer.counts.values()) if (times > 1) repeated += times - 1;
    }
    return { complete, lost, repeated, waitedSeconds: (now() - started) / 1000 };
  },

  async close() {
    for (const viewer of viewers) viewer.request?.destroy();
    viewers = [];
    setTimeout(() => process.exit(0), 50);
    return {};
  },
};

process.on('message', async (message) => {
  try {
    const result = await commands[message.cmd](message);
    process.send?.({ id: message.id, result });
  } catch (error) {
    process.send?.({ id: message.id, error: String(error?.stack ?? error) });
  }
});
process.send?.({ event: 'ready' });
