import { Box } from '@mantine/core';

/** The team's two colours side by side; the name is always written next to it, so it is decorative. */
export function TeamSwatch({ primary, secondary, size = 20 }: { primary: string; secondary: string; size?: number }) {
  return (
    <Box
      aria-hidden
      w={size}
      h={size}
      style={{
        flexShrink: 0,
        borderRadius: '50%',
        border: '1px solid var(--mantine-color-default-border)',
        background: `linear-gradient(135deg, ${primary} 50%, ${secondary} 50%)`,
      }}
    />
  );
}
