import type { QueueStorage } from '../lib/offline-queue';

/** localStorage's getItem and setItem over a Map, for the unit tests of what the phone keeps. */
export function memoryStorage(): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}
