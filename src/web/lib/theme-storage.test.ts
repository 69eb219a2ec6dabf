import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseThemeChoice, THEME_STORAGE_KEY, themeChoiceManager, toColorScheme, toThemeChoice } from './theme-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('theme choice', () => {
  it('is stored under the key "theme"', () => {
    expect(THEME_STORAGE_KEY).toBe('theme');
  });

  it('accepts light, dark and system, and defaults to system', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('system')).toBe('system');
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('auto')).toBe('system');
    expect(parseThemeChoice('purple')).toBe('system');
  });

  it('maps system to Mantine auto and back', () => {
    expect(toColorScheme('system')).toBe('auto');
    expect(toColorScheme('dark')).toBe('dark');
    expect(toThemeChoice('auto')).toBe('system');
    expect(toThemeChoice('light')).toBe('light');
  });
});

describe('themeChoiceManager', () => {
  it('reads and writes our value names under our key', () => {
    const storage = memoryStorage();
    const manager = themeChoiceManager(() => storage);
    expect(manager.get('auto')).toBe('auto');
    manager.set('auto');
    expect(storage.values.get('theme')).toBe('system');
    manager.set('dark');
    expect(storage.values.get('theme')).toBe('dark');
    expect(manager.get('auto')).toBe('dark');
    manager.clear();
    expect(storage.values.has('theme')).toBe(false);
  });

  it('falls back to the default when storage is blocked', () => {
    const manager = themeChoiceManager(() => {
      throw new Error('SecurityError');
    });
    expect(manager.get('auto')).toBe('auto');
    expect(() => manager.set('dark')).not.toThrow();
  });

  it('follows a change made in another tab', () => {
    const listeners: ((event: { storageArea: unknown; key: string; newValue: string | null }) => void)[] = [];
    const localStorage = memoryStorage();
    vi.stubGlobal('window', {
      localStorage,
      addEventListener: (_type: string, listener: (typeof listeners)[number]) => listeners.push(listener),
      removeEventListener: vi.fn(),
    });
    const manager = themeChoiceManager(() => localStorage);
    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);
    for (const listener of listeners) listener({ storageArea: localStorage, key: 'theme', newValue: 'system' });
    for (const listener of listeners) listener({ storageArea: localStorage, key: 'other', newValue: 'dark' });
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith('auto');
  });
});
