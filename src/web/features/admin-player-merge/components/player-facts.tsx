import { Stack, Text } from '@mantine/core';
import type { MergePlayer } from '../../../../shared/api/player-merge';

export const playerName = (p: Pick<MergePlayer, 'first_name' | 'last_name'>) => `${p.first_name} ${p.last_name}`;

/** A player's contact facts, the ones detection compares. */
export function PlayerFacts({ player }: { player: MergePlayer }) {
  const facts = [
    player.email,
    player.phone,
    player.date_of_birth ? `Born ${player.date_of_birth}` : null,
    player.account_email ? `Account: ${player.account_email}` : null,
  ];
  return (
    <Stack gap={0} miw={0}>
      <Text fw={600}>{playerName(player)}</Text>
      {facts
        .filter((f): f is string => f !== null)
        .map((fact) => (
          <Text key={fact} size="sm" c="dimmed" truncate>
            {fact}
          </Text>
        ))}
    </Stack>
  );
}
