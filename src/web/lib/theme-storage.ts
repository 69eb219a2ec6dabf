import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/**
 * Spec: theme light, dark or system; default system; stored locally under the key `theme`.
 * public/theme-init.js applies the same rule before React loads (no flash); keep them alike.
 */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const DEFAULT_THEME_CHOICE: ThemeChoice = 'system';

export function parseThemeChoice(value: unknown): ThemeChoice {
  return (THEME_CHOICES as readonly unknown[]).includes(value) ? (value as ThemeChoice) : DEFAULT_THEME_CHOICE;
}

/** Mantine calls "system" auto. */
export function toColorScheme(choice: ThemeChoice): MantineColorScheme {
  return choice === 'system' ? 'auto' : choice;
}

export function toThemeChoice(scheme: MantineColorScheme): ThemeChoice {
  return scheme === 'auto' ? 'system' : scheme;
}

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Mantine's colour-scheme manager over our key and our value names. */
export function themeChoiceManager(getStorage: () => ThemeStorage = () => window.localStorage): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      try {
        const stored = getStorage().getItem(THEME_STORAGE_KEY);
        return stored === null ? defaultValue : toColorScheme(parseThemeChoice(stored));
      } catch {
        return defaultValue; // storage blocked: the choice lasts for this page only
      }
    },
    set: (value) => {
      try {
        getStorage().setItem(THEME_STORAGE_KEY, toThemeChoice(value));
      } catch {
        // storage blocked: nothing to persist to
      }
    },
    // Another tab changed the theme: follow it.
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.storageArea === window.localStorage && event.key === THEME_STORAGE_KEY) {
          onUpdate(toColorScheme(parseThemeChoice(event.newValue)));
        }
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
      onStorage = undefined;
    },
    clear: () => {
      try {
        getStorage().removeItem(THEME_STORAGE_KEY);
      } catch {
        // storage blocked
      }
    },
  };
}
