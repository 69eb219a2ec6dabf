import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table's own sideways scroll, so a 360 px phone never scrolls the page: a labelled,
 * focusable region, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 * Positioned, so visually hidden text inside (absolutely positioned) is clipped with the rest
 * rather than widening the page.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', position: 'relative' }}>
      {children}
    </Box>
  );
}
