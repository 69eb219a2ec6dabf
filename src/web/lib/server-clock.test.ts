import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate, noteServerDateOf, serverNow } from './server-clock';

const DEVICE_NOW = Date.parse('2026-11-28T18:00:00.000Z');

afterEach(() => {
  noteServerDate(new Date(Date.now()).toUTCString());
  vi.useRealTimers();
});

describe('serverNow', () => {
  it("follows the server's Date header when the device's clock is minutes off", () => {
    vi.useFakeTimers({ now: DEVICE_NOW });
    // The server is 3 minutes ahead of this phone.
    noteServerDate('Sat, 28 Nov 2026 18:03:00 GMT', DEVICE_NOW);
    expect(serverNow()).toBe(DEVICE_NOW + 3 * 60_000 + 500);
    vi.advanceTimersByTime(60_000);
    expect(serverNow()).toBe(DEVICE_NOW + 4 * 60_000 + 500);
  });

  it("keeps the device's clock when it is within a second or two of the server's", () => {
    vi.useFakeTimers({ now: DEVICE_NOW });
    noteServerDate('Sat, 28 Nov 2026 18:00:01 GMT', DEVICE_NOW);
    expect(serverNow()).toBe(DEVICE_NOW);
  });

  it('ignores answers without a usable Date, and those the service worker kept', () => {
    vi.useFakeTimers({ now: DEVICE_NOW });
    noteServerDate('not a date', DEVICE_NOW);
    noteServerDate(null, DEVICE_NOW);
    // A cached answer fetched an hour ago: its Date is an hour old, not the server's now.
    noteServerDateOf(new Response('{}', { headers: { date: 'Sat, 28 Nov 2026 17:00:00 GMT', 'x-sw-fetched-at': '2026-11-28T17:00:00.000Z' } }), DEVICE_NOW);
    expect(serverNow()).toBe(DEVICE_NOW);
    noteServerDateOf(new Response('{}', { headers: { date: 'Sat, 28 Nov 2026 17:00:00 GMT' } }), DEVICE_NOW);
    expect(serverNow()).toBe(DEVICE_NOW - 60 * 60_000 + 500);
  });
});
