/**
 * The server's time as this device can tell it (decision 059). The match clock counts from
 * when the server stored the kick-off: a phone whose clock is a few minutes off would show the
 * wrong minute. Every answer from the network carries the server's `Date` header; the offset
 * from the device's clock is kept here. Answers the service worker served from its cache carry
 * an old Date (and its x-sw-fetched-at header), so they are not used.
 */

/** Within this, the device's clock is taken as right: the header is whole seconds, plus the trip. */
const IGNORED_OFFSET_MS = 2_000;

let offsetMs = 0;

/** Notes the Date header of an answer from the network, received at `receivedAt` on the device's clock. */
export function noteServerDate(dateHeader: string | null, receivedAt: number = Date.now()): void {
  if (!dateHeader) return;
  // The header is rounded down to the second: its middle is the better guess.
  const server = Date.parse(dateHeader) + 500;
  if (!Number.isFinite(server)) return;
  const offset = server - receivedAt;
  offsetMs = Math.abs(offset) <= IGNORED_OFFSET_MS ? 0 : offset;
}

/** Now on the server's clock (epoch ms). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** The response header the service worker adds to answers it keeps (service-worker.js FETCHED_AT). */
export const SW_FETCHED_AT_HEADER = 'x-sw-fetched-at';

/** Notes the server's time from an answer, unless the service worker served it from its cache. */
export function noteServerDateOf(response: Pick<Response, 'headers'>, receivedAt: number = Date.now()): void {
  if (response.headers.has(SW_FETCHED_AT_HEADER)) return;
  noteServerDate(response.headers.get('date'), receivedAt);
}
