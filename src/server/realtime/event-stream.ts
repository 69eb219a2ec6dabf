import type { Context } from 'hono';
import { databaseErrorLogFields } from '../db/unavailable';
import type { AppEnv } from '../http/context';
import type { RealtimeHub, RealtimeMessage, RealtimeSubscription } from './hub';

const encoder = new TextEncoder();
const HEARTBEAT_FRAME = encoder.encode(': keep-alive\n\n');
/** Frames waiting for a viewer's connection to take them: past this it is too slow and is dropped (it reconnects and resumes). */
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
 * Every stream first takes a slot of the hub's stream admission (decision 051): past the cap
 * of its address or of the process the caller gets a 429 with Retry-After instead, and the
 * slot is given back however the stream ends (the viewer leaves, falls behind, the hub stops).
 *
 * The body is a plain ReadableStream the hub's deliveries are enqueued on: one hop to the
 * socket per frame. Hono's streamSSE (a TransformStream behind a second ReadableStream, a
 * promise per write) cost six times the time and four times the memory per viewer at 10,000
 * viewers (decision 036). The headers are streamSSE's: compression leaves the stream alone
 * (text/event-stream, Transfer-Encoding), and a GET has no body to limit.
 */
export function realtimeEventStream(c: Context<AppEnv>, hub: RealtimeHub, channel: string, after: number | undefined): Response {
  const slot = hub.streams.admit(c);
  let subscription: RealtimeSubscription | undefined;
  let finished = false;
  const finish = () => {
    finished = true;
    subscription?.close();
    slot.release();
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (bytes: Uint8Array) => {
        if (finished) return;
        // desiredSize falls by one for every frame the connection has not taken yet.
        if ((controller.desiredSize ?? 0) < -MAX_QUEUED_FRAMES) {
          finish();
          controller.error(new Error('the viewer does not keep up'));
          return;
        }
        controller.enqueue(bytes);
      };
      const end = () => {
        if (finished) return;
        finish();
        controller.close();
      };
      // Also the first bytes: the client knows at once that the stream is open.
      send(encoder.encode(`retry: ${reconnectDelayMs()}\n\n`));
      hub.subscribe(channel, after, { deliver: (message) => send(frameOf(message)), ping: () => send(HEARTBEAT_FRAME), end }).then(
        (opened) => {
          subscription = opened;
          if (finished) opened.close();
        },
        (error: unknown) => {
          c.var.logger.warn(databaseErrorLogFields(error), 'a realtime stream could not subscribe');
          end();
        },
      );
    },
    // The connection closed: node-server cancels the body.
    cancel: finish,
  });
  return c.body(body, 200, {
    'Content-Type': 'text/event-stream',
    'Transfer-Encoding': 'chunked',
    // Never cached, by the browser or a proxy; nginx must not buffer it either.
    'Cache-Control': 'no-store',
    'X-Accel-Buffering': 'no',
  });
}

/** The position a reconnecting EventSource sends (Last-Event-ID), when it is a message id. */
export function lastEventIdOf(c: Context<AppEnv>): number | undefined {
  const header = c.req.header('Last-Event-ID')?.trim();
  if (!header || !/^\d{1,15}$/.test(header)) return undefined;
  return Number(header);
}
