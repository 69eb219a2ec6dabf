// Realtime section: live game updates over server-sent events do not exist yet.
//
// When they land, measure here, against a server from server-process.mjs (PGlite and
// PostgreSQL, like api-load.mjs):
//   - how many open SSE connections one process holds, and its RSS per 1000 connections
//     (from /proc/<pid>/status, before and after opening them);
//   - fan-out latency: from the write that changes a live game (e.g. a goal recorded by the
//     statistician) to the event arriving on N connections, p50 and p99;
//   - that idle connections cost no CPU (heartbeats only).
// Keep durations bounded and addresses loopback, as in the other sections.

/** @returns {Promise<{ status: string }>} */
export async function measure() {
  return { status: 'not built yet' };
}

/** @param {Awaited<ReturnType<typeof measure>>} result */
export function report(result) {
  return `Realtime (server-sent events): ${result.status}.`;
}
