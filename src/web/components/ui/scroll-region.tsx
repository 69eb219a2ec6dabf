import { Box, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * A wide table's own sideways scroll, so a 360 px phone never scrolls the page: a labelled,
 * focusable region, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 * Positioned, so visually hidden text inside (absolutely positioned) is clipped with the rest
 * rather than widening the page.
 *
 * `description` is the sentence a table's caption would say. It sits above the region, as
 * wide as the page, and describes it: a caption inside is as wide as the table and was cut
 * mid-word at the region's edge on a phone (issue 20).
 */
export function ScrollRegion({ label, description, children }: { label: string; description?: string; children: ReactNode }) {
  const descriptionId = useId();
  return (
    <>
      {description ? (
        <Text size="sm" c="dimmed" id={descriptionId}>
          {description}
        </Text>
      ) : null}
      <Box
        role="region"
        aria-label={label}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={0}
        style={{ overflowX: 'auto', position: 'relative' }}
      >
        {children}
      </Box>
    </>
  );
}
