import { readFileSync } from 'node:fs';
import type { Context } from 'hono';
import { clientAddress } from '../http/client-address';
import { rateLimited } from '../http/errors';

/**
 * How many event streams this process holds open (decision 051). Every stream is a socket, and
 * so a file descriptor, for as long as its viewer stays: without a cap one address opened
 * 19,815 streams until the process hit its open-file limit and refused everyone, /healthz
 * included. Every SSE route goes through realtimeEventStream, which asks here first.
 */
export interface StreamLimits {
  /** Streams one client address may hold open at once (a clubhouse's screens share one). */
  perAddress: number;
  /** Streams the process holds open at once, whoever opened them. */
  total: number;
  /** Tell callers apart by X-Forwarded-For (TRUST_PROXY), as the other limits do. */
  trustProxy: boolean;
}

/** A stream's place: given back once, when the stream ends for whatever reason. */
export interface StreamSlot {
  release(): void;
}

export interface StreamAdmission {
  /** A slot for the caller's stream; a 429 with Retry-After when its address or the process is at its cap. */
  admit(c: Context): StreamSlot;
  /** Streams holding a slot now. */
  openStreams(): number;
}

export const DEFAULT_STREAMS_PER_ADDRESS = 50;
export const DEFAULT_STREAMS_TOTAL = 10_000;
/** A refused viewer tries again after this; slots free as other viewers leave, at no set time. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

export const STREAM_MESSAGES = {
  tooManyFromAddress: 'Too many live streams are open from your address. Close one, or try again in a little while.',
  tooManyInTotal: 'Too many live streams are open right now. Please try again in a little while.',
} as const;

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perAddress: DEFAULT_STREAMS_PER_ADDRESS, total: DEFAULT_STREAMS_TOTAL, trustProxy: false };

export function createStreamAdmission(limits: StreamLimits): StreamAdmission {
  const byAddress = new Map<string, number>();
  let open = 0;
  return {
    admit(c) {
      const address = clientAddress(c, limits.trustProxy);
      const fromAddress = byAddress.get(address) ?? 0;
      if (fromAddress >= limits.perAddress) throw rateLimited(STREAM_MESSAGES.tooManyFromAddress, STREAM_RETRY_AFTER_SECONDS);
      if (open >= limits.total) throw rateLimited(STREAM_MESSAGES.tooManyInTotal, STREAM_RETRY_AFTER_SECONDS);
      byAddress.set(address, fromAddress + 1);
      open += 1;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          open -= 1;
          const left = (byAddress.get(address) ?? 1) - 1;
          if (left > 0) byAddress.set(address, left);
          else byAddress.delete(address);
        },
      };
    },
    openStreams: () => open,
  };
}

/**
 * Descriptors kept for everything that is not a stream (health checks, ordinary requests, the
 * database, files): a fifth of the process's open-file limit, at least 1,000.
 */
export const reservedDescriptors = (openFileLimit: number) => Math.max(1_000, Math.floor(openFileLimit / 5));

/**
 * The total cap, lowered when the process's open-file limit would not leave the reserve beside
 * it: streams at their cap must never take the last descriptors. Unknown limit: as configured.
 */
export function streamTotalWithin(configured: number, openFileLimit: number | undefined): number {
  if (openFileLimit === undefined) return configured;
  return Math.max(1, Math.min(configured, openFileLimit - reservedDescriptors(openFileLimit)));
}

/** The process's soft open-file limit on Linux (Node raises it to the hard limit at start); undefined elsewhere. */
export function readOpenFileLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}
