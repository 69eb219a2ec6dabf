import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_COLORS, BADGE_COLORS, PRIMARY_SHADE, theme } from './theme';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const value = Number.parseInt(hex.slice(1), 16);
    const [r, g, b2] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b2 ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const colors = DEFAULT_THEME.colors;
const shade = (name: string, index: number) => colors[name]?.[index] ?? '#000000';
const WHITE = '#ffffff';
// The dark scheme's page (dark-7) and its raised surfaces: inputs, cards, menus (dark-6).
const DARK_SURFACES = [shade('dark', 7), shade('dark', 6)];
const AA = 4.5;

describe('theme contrast (WCAG AA, both schemes)', () => {
  it('filled primary buttons: white text on the primary shade', () => {
    expect(theme.primaryShade).toEqual({ light: PRIMARY_SHADE, dark: PRIMARY_SHADE });
    expect(contrast(WHITE, shade('blue', PRIMARY_SHADE))).toBeGreaterThanOrEqual(AA);
  });

  it('filled red badges (Live) keep white text readable', () => {
    expect(contrast(WHITE, shade('red', PRIMARY_SHADE))).toBeGreaterThanOrEqual(AA);
  });

  it('light scheme: dimmed text, placeholders, errors and links on white and gray-0', () => {
    for (const color of Object.values(ACCESSIBLE_COLORS.light)) {
      expect(contrast(color, WHITE)).toBeGreaterThanOrEqual(AA);
    }
    expect(contrast(ACCESSIBLE_COLORS.light['--mantine-color-dimmed'], shade('gray', 0))).toBeGreaterThanOrEqual(AA);
  });

  it('dark scheme: the same roles on the page and on raised surfaces', () => {
    for (const color of Object.values(ACCESSIBLE_COLORS.dark)) {
      for (const surface of DARK_SURFACES) expect(contrast(color, surface)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('badges: every colour readable as light (text on shade 1) and filled (white text)', () => {
    const lightTexts: Record<string, string> = BADGE_COLORS.lightText;
    const filleds: Record<string, string> = BADGE_COLORS.filled;
    for (const name of Object.keys(colors)) {
      const lightText = lightTexts[name] ?? shade(name, 9);
      const filled = filleds[name] ?? shade(name, PRIMARY_SHADE);
      expect(contrast(lightText, shade(name, 1)), `${name} light`).toBeGreaterThanOrEqual(AA);
      expect(contrast(WHITE, filled), `${name} filled`).toBeGreaterThanOrEqual(AA);
    }
  });

  it('Mantine defaults that these overrides replace do fail (the test can fail)', () => {
    expect(contrast(shade('gray', 6), WHITE)).toBeLessThan(AA); // default light dimmed
    expect(contrast(shade('blue', 6), WHITE)).toBeLessThan(AA); // default light primary shade
    expect(contrast(shade('dark', 2), shade('dark', 7))).toBeLessThan(AA); // default dark dimmed
    expect(contrast(shade('yellow', 9), shade('yellow', 1))).toBeLessThan(AA); // default light yellow badge
    expect(contrast(WHITE, shade('green', PRIMARY_SHADE))).toBeLessThan(AA); // default filled green
  });
});
