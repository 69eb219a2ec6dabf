import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventStreamClient } from '../test/event-stream-client';
import { withTestServer } from '../test/with-test-server';
import { STREAM_MESSAGES, STREAM_RETRY_AFTER_SECONDS, streamTotalWithin } from './stream-admission';

// Small caps, so the abuse stays a handful of loopback connections (decision 051).
const PER_ADDRESS = 3;
const TOTAL = 5;
const t = withTestServer({ env: { STREAMS_PER_ADDRESS: String(PER_ADDRESS), STREAMS_TOTAL: String(TOTAL) } });
const streams: EventStreamClient[] = [];

afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await vi.waitFor(() => expect(t.server.realtime.streams.openStreams()).toBe(0), { timeout: 5_000 });
});

/** A viewer of /live from `address` (the test server trusts X-Forwarded-For, as behind the league's proxy). */
async function openFrom(address: string): Promise<EventStreamClient> {
  const stream = await EventStreamClient.open(`${t.server.url}/api/live/stream`, { headers: { 'x-forwarded-for': address } });
  streams.push(stream);
  return stream;
}

async function openMany(address: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) expect((await openFrom(address)).response.status).toBe(200);
}

async function expectRefused(stream: EventStreamClient, message: string): Promise<void> {
  expect(stream.response.status).toBe(429);
  expect(stream.response.headers.get('retry-after')).toBe(String(STREAM_RETRY_AFTER_SECONDS));
  expect(await stream.response.json()).toEqual({ error: { code: 'RATE_LIMITED', message } });
}

/** Health checks and ordinary requests, from the address whose streams are at their cap. */
async function expectOtherRequestsServed(address: string): Promise<void> {
  const client = t.server.client({ clientAddress: address });
  expect((await client.request('GET', '/healthz')).status).toBe(200);
  expect((await client.request('GET', '/readyz')).status).toBe(200);
  expect((await client.api('GET /api/live')).status).toBe(200);
}

describe('event streams per client address', () => {
  it('answers a stream past the address’s cap with 429 and Retry-After; other addresses and requests go on', async () => {
    await openMany('198.51.100.1', PER_ADDRESS);
    await expectRefused(await openFrom('198.51.100.1'), STREAM_MESSAGES.tooManyFromAddress);
    expect((await openFrom('198.51.100.2')).response.status).toBe(200);
    await expectOtherRequestsServed('198.51.100.1');
    expect(t.server.realtime.streams.openStreams()).toBe(PER_ADDRESS + 1);
  });

  it('gives the slot back when one of the address’s streams closes', async () => {
    await openMany('198.51.100.3', PER_ADDRESS);
    await expectRefused(await openFrom('198.51.100.3'), STREAM_MESSAGES.tooManyFromAddress);
    streams[0]?.close();
    await vi.waitFor(() => expect(t.server.realtime.streams.openStreams()).toBe(PER_ADDRESS - 1), { timeout: 5_000 });
    const again = await openFrom('198.51.100.3');
    expect(again.response.status).toBe(200);
    // The stream works: it is subscribed to the hub like any other.
    await vi.waitFor(() => expect(t.server.realtime.viewerCount()).toBe(PER_ADDRESS), { timeout: 5_000 });
  });
});

describe('event streams of the whole process', () => {
  it('refuses every address once the process holds its total, serves the rest, and admits again when one closes', async () => {
    await openMany('198.51.100.4', PER_ADDRESS);
    await openMany('198.51.100.5', TOTAL - PER_ADDRESS);
    await expectRefused(await openFrom('198.51.100.6'), STREAM_MESSAGES.tooManyInTotal);
    await expectOtherRequestsServed('198.51.100.6');
    streams[0]?.close();
    await vi.waitFor(() => expect(t.server.realtime.streams.openStreams()).toBe(TOTAL - 1), { timeout: 5_000 });
    expect((await openFrom('198.51.100.6')).response.status).toBe(200);
  });

  it('documents the 429 on every event stream route', async () => {
    const document = (await t.server.client().request<{ paths: Record<string, { get: { responses: Record<string, unknown> } }> }>('GET', '/api/openapi.json'))
      .body;
    expect(Object.keys(document.paths['/api/live/stream']?.get.responses ?? {})).toContain('429');
  });
});

describe('the total cap and the open-file limit', () => {
  it('keeps a reserve of descriptors beside the streams: a fifth of the limit, at least 1,000', () => {
    expect(streamTotalWithin(10_000, 20_000)).toBe(10_000);
    expect(streamTotalWithin(10_000, 10_000)).toBe(8_000);
    expect(streamTotalWithin(10_000, 4_096)).toBe(3_096);
    expect(streamTotalWithin(10_000, 800)).toBe(1);
    expect(streamTotalWithin(10_000, undefined)).toBe(10_000);
  });
});
