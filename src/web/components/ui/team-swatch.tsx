import { Box } from '@mantine/core';

/** A team's two colours, as the API gives them (snake_case, decision 017). */
export interface TeamColours {
  primary_color: string;
  secondary_color: string;
}

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
        background: `linear-gradient(135deg, ${colours.primary_color} 0 50%, ${colours.secondary_color} 50% 100%)`,
      }}
    />
  );
}
