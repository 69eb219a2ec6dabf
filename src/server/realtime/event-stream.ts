import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../http/context';
import type { RealtimeHub, RealtimeMessage } from './hub';

const encoder = new TextEncoder();
const HEARTBEAT_FRAME = encoder.encode(': keep-alive\n\n');
/** Frames written but not yet taken by a viewer's connection: past this it is too slow and is dropped (it reconnects and resumes). */
const MAX_QUEUED_FRAMES = 200;

/** Each message's frame, encoded once and written to every viewer. */
const frames = new WeakMap<RealtimeMessage, Uint8Array>();
function frameOf(message: RealtimeMessage): Uint8Array {
  let frame = frames.get(message);
  if (!frame) {
    const data = message.data
      .split(/\r\n|\r|\n/)
      .map((line) => `data: ${line}`)
      .join('\n');
    frame = encoder.encode(`id: ${message.id}\n${data}\n\n`);
    frames.set(message, frame);
  }
  return frame;
}

/** EventSource's reconnection delay, spread over 1 to 3 s so that a restart's reconnections do not all come at once. */
const reconnectDelayMs = () => 1_000 + Math.floor(Math.random() * 2_000);

/**
 * A channel as server-sent events (decision 036): `id:` is the message id, `data:` its payload
 * JSON; comment lines every HEARTBEAT_MS keep proxies from closing it; the subscription ends
 * with the connection. The route has already checked that its caller may see the channel.
 * Compression leaves it alone (streamSSE sets Transfer-Encoding), and a GET has no body to limit.
 */
export function realtimeEventStream(c: Context<AppEnv>, hub: RealtimeHub, channel: string, after: number | undefined): Response {
  const response = streamSSE(
    c,
    async (stream) => {
      let finish = () => {};
      const finished = new Promise<void>((done) => {
        finish = done;
      });
      stream.onAbort(() => finish());
      let queued = 0;
      const write = (bytes: Uint8Array) => {
        if (queued >= MAX_QUEUED_FRAMES) {
          stream.abort();
          return;
        }
        queued += 1;
        void stream.write(bytes).finally(() => {
          queued -= 1;
        });
      };
      // Also the first bytes: the client knows at once that the stream is open.
      write(encoder.encode(`retry: ${reconnectDelayMs()}\n\n`));
      const subscription = await hub.subscribe(channel, after, {
        deliver: (message) => write(frameOf(message)),
        ping: () => write(HEARTBEAT_FRAME),
        end: finish,
      });
      try {
        await finished;
      } finally {
        subscription.close();
      }
    },
    async (error) => {
      c.var.logger.warn({ err: error }, 'a realtime stream failed');
    },
  );
  // Never cached, by the browser or a proxy; nginx must not buffer it either.
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}

/** The position a reconnecting EventSource sends (Last-Event-ID), when it is a message id. */
export function lastEventIdOf(c: Context<AppEnv>): number | undefined {
  const header = c.req.header('Last-Event-ID')?.trim();
  if (!header || !/^\d{1,15}$/.test(header)) return undefined;
  return Number(header);
}
