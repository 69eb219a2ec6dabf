import { Anchor, createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Colours chosen for WCAG AA (4.5:1) in both schemes; theme.test.ts checks every pair.
 * Mantine's defaults fail in places: primary shade 6 on white (3.6:1), dimmed and placeholder
 * grey (3.3:1), red error text (3.3:1), the dark scheme's dimmed text (4.0:1).
 */
export const PRIMARY_SHADE = 8;

export const theme = createTheme({
  primaryColor: 'blue',
  // Filled buttons, links and outlines use blue-8 (5.0:1 against white text/background).
  primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Mantine `sm` (48em = 768 px) is the spec's mobile breakpoint: hiddenFrom/visibleFrom "sm".
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // Links in running text must not rely on colour alone (WCAG 1.4.1): always underlined.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/** The overridden colour variables, by scheme; also the data theme.test.ts checks. */
export const ACCESSIBLE_COLORS = {
  light: {
    '--mantine-color-dimmed': '#495057', // gray-7
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-error': '#c92a2a', // red-9
    '--mantine-color-anchor': '#1971c2', // blue-8
  },
  dark: {
    '--mantine-color-dimmed': '#b8b8b8', // dark-1
    '--mantine-color-placeholder': '#a0a0a0',
    '--mantine-color-error': '#ff8787', // red-4
    '--mantine-color-anchor': '#74c0fc', // blue-3
  },
} as const;

/**
 * Badges and filled buttons of these colours miss 4.5:1 with Mantine's shades: white text on
 * shade 8 (filled, both schemes) and shade-9 text on shade 1 (light variant, light scheme).
 * Each is darkened just enough; theme.test.ts checks every colour.
 */
export const BADGE_COLORS = {
  filled: { cyan: '#0c8093', teal: '#08855f', green: '#278539', lime: '#4f810c', yellow: '#aa6300', orange: '#c84d0a' },
  lightText: { teal: '#087a57', green: '#267b37', lime: '#4b790b', yellow: '#a85700', orange: '#bb3e0d' },
} as const;

const variablesOf = (values: Record<string, string>, suffix: string) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`--mantine-color-${name}-${suffix}`, value]));

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { ...ACCESSIBLE_COLORS.light, ...variablesOf(BADGE_COLORS.filled, 'filled'), ...variablesOf(BADGE_COLORS.lightText, 'light-color') },
  dark: { ...ACCESSIBLE_COLORS.dark, ...variablesOf(BADGE_COLORS.filled, 'filled') },
});
