// One watcher of a server-sent event stream, read as EventSource reads it (shared by the team
// chat and draft board sections): each message's key (as `keyOf` reads it from the parsed
// data) and its first arrival, in epoch ms.
import http from 'node:http';

export const now = () => performance.timeOrigin + performance.now();

/**
 * Opens the stream; resolves once its first frame arrived (the server's hello), with the
 * arrivals map and `close`. `index` spreads the watchers over eight loopback addresses.
 */
export function openWatcher(url, { cookie, index, keyOf }) {
  return new Promise((resolve, reject) => {
    const arrivals = new Map();
    const request = http.request(url, { headers: { accept: 'text/event-stream', cookie }, agent: false, localAddress: `127.0.0.${2 + (index % 8)}` });
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`watcher ${index}: status ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      response.on('data', (chunk) => {
        const at = now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!opened) {
            opened = true;
            resolve({ arrivals, close: () => request.destroy() });
          }
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (!data) continue;
          const key = keyOf(JSON.parse(data));
          if (key !== undefined && key !== null && !arrivals.has(key)) arrivals.set(key, at);
        }
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** The p-th percentile of an ascending list. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
