import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, reloadForChunkError, shouldReloadForChunkError } from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('isChunkLoadError', () => {
  it("recognises the browsers' messages for a missing chunk", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/login-abc.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  });

  it('leaves other errors to the error fallback', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadForChunkError', () => {
  it('reloads the first time and remembers when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError({ storage, reload, now: () => 50_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('50000');
  });

  it('does not reload again within the window (no reload loop)', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '50000' });
    const reload = vi.fn();
    expect(reloadForChunkError({ storage, reload, now: () => 50_000 + CHUNK_RELOAD_WINDOW_MS })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadForChunkError({ storage, reload, now: () => 50_001 + CHUNK_RELOAD_WINDOW_MS })).toBe(true);
  });

  it('does not reload when storage is blocked, since it could not stop a loop', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadForChunkError({ storage, reload, now: () => 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload while the device is offline: the chunk failed for want of a connection', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError({ storage, reload, now: () => 50_000, online: () => false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadForChunkError({ storage, reload, now: () => 50_000, online: () => true })).toBe(true);
  });

  it('treats a garbled timestamp as no earlier reload', () => {
    expect(shouldReloadForChunkError(Number('garbage'), 1)).toBe(true);
  });
});
