import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { RosterPlayer } from '../../../../shared/api/referee';

const gamesLeft = (n: number) => `${n} ${n === 1 ? 'game' : 'games'} left`;

function RosterList({ teamName, roster }: { teamName: string; roster: RosterPlayer[] }) {
  const headingId = useId();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
        {teamName}
      </Title>
      {roster.length === 0 ? (
        <Text size="sm" c="dimmed">
          No players on the roster.
        </Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} aria-labelledby={headingId}>
          {roster.map((player) => (
            <Group component="li" key={player.id} gap="xs" wrap="nowrap" style={{ listStyle: 'none' }}>
              <Text size="sm" w={32} c="dimmed" ta="right">
                {player.jersey_number ?? ''}
              </Text>
              <Text size="sm" fw={player.suspended ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                {player.name}
              </Text>
              {player.is_substitute ? (
                <Badge color="gray" variant="light" size="sm" style={{ flexShrink: 0 }}>
                  Substitute
                </Badge>
              ) : null}
              {player.suspended ? (
                // The badge's words are what a screen reader hears: no colour-only meaning.
                <Badge color="red" variant="filled" size="sm" style={{ flexShrink: 0 }}>
                  Suspended{player.suspension_games_left > 0 ? ` · ${gamesLeft(player.suspension_games_left)}` : ''}
                </Badge>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Both rosters as the referee checks them before kick-off: a player the discipline rules keep
 * out of this game carries a "Suspended" badge with the games still to serve (decision 042).
 */
export function GameRosters({ home, away }: { home: { name: string; roster: RosterPlayer[] }; away: { name: string; roster: RosterPlayer[] } }) {
  const suspended = [...home.roster, ...away.roster].filter((p) => p.suspended).length;
  return (
    <Stack gap="md">
      <Text size="sm">
        {suspended === 0 ? 'No player is suspended for this game.' : `${suspended} ${suspended === 1 ? 'player is' : 'players are'} suspended for this game.`}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
        <RosterList teamName={home.name} roster={home.roster} />
        <RosterList teamName={away.name} roster={away.roster} />
      </SimpleGrid>
    </Stack>
  );
}
