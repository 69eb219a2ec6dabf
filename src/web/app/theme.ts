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

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { ...ACCESSIBLE_COLORS.light },
  dark: { ...ACCESSIBLE_COLORS.dark },
});
