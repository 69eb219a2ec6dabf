import { Box } from '@mantine/core';
import type { TeamColours } from '../../../../shared/league-directory';

/**
 * The team's two colours as a small split disc. Decorative: the team's name is always
 * written next to it, so it carries no text of its own and no contrast rule applies.
 */
export function TeamSwatch({ colours, size = 20 }: { colours: TeamColours; size?: number }) {
  return (
    <Box
      aria-hidden
      w={size}
      h={size}
      style={{
        flex: 'none',
        borderRadius: '50%',
        border: '1px solid var(--mantine-color-default-border)',
        background: `linear-gradient(135deg, ${colours.primaryColor} 0 50%, ${colours.secondaryColor} 50% 100%)`,
      }}
    />
  );
}
