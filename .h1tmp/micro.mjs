import { SSEStreamingApi } from 'hono/streaming';
const N = 10000;
const frame = new TextEncoder().encode('id: 1\ndata: ' + 'x'.repeat(5000) + '\n\n');
async function viaHono() {
  const streams = [];
  let got = 0; let done;
  const all = new Promise(r => (done = r));
  for (let i = 0; i < N; i++) {
    const { readable, writable } = new TransformStream();
    const s = new SSEStreamingApi(writable, readable);
    const reader = s.responseReadable.getReader();
    (async () => { for (;;) { const { value, done: d } = await reader.read(); if (d) return; got++; if (got === N) done(); } })();
    streams.push(s);
  }
  await new Promise(r => setTimeout(r, 100));
  const t = performance.now();
  for (const s of streams) void s.write(frame);
  const sync = performance.now() - t;
  await all;
  return { sync, total: performance.now() - t };
}
async function viaReadable() {
  const controllers = [];
  let got = 0; let done;
  const all = new Promise(r => (done = r));
  for (let i = 0; i < N; i++) {
    let c; const rs = new ReadableStream({ start(ctrl) { c = ctrl; } });
    const reader = rs.getReader();
    (async () => { for (;;) { const { value, done: d } = await reader.read(); if (d) return; got++; if (got === N) done(); } })();
    controllers.push(c);
  }
  await new Promise(r => setTimeout(r, 100));
  const t = performance.now();
  for (const c of controllers) c.enqueue(frame);
  const sync = performance.now() - t;
  await all;
  return { sync, total: performance.now() - t };
}
const m0 = process.memoryUsage().heapUsed;
console.log('hono', await viaHono(), ((process.memoryUsage().heapUsed - m0) / N / 1024).toFixed(1), 'KiB heap/stream');
global.gc?.();
const m1 = process.memoryUsage().heapUsed;
console.log('readable', await viaReadable(), ((process.memoryUsage().heapUsed - m1) / N / 1024).toFixed(1), 'KiB heap/stream');
