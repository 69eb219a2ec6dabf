import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ProposedGame } from '../../../../shared/api/schedule-generator';
import { formatDate } from '../../../lib/format';

const day = (date: string) => formatDate(`${date}T12:00:00Z`, { timeZone: 'UTC' });

/** The proposal round by round: a list, not a table, so a phone reads it without scrolling sideways. */
export function ProposedGames({ games }: { games: readonly ProposedGame[] }) {
  const rounds = new Map<number, ProposedGame[]>();
  for (const game of games) rounds.set(game.round, [...(rounds.get(game.round) ?? []), game]);
  return (
    <Stack gap="sm">
      {[...rounds].map(([round, list]) => {
        const dates = [...new Set(list.map((g) => g.date))].map(day).join(', ');
        return (
          <Paper key={round} withBorder radius="md" p="sm" component="section" aria-labelledby={`round-${round}`}>
            <Title order={3} size="h6" id={`round-${round}`} mb={6}>
              Round {round} · {dates}
            </Title>
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {list.map((g) => (
                <Text component="li" size="sm" key={`${g.home_team_id}-${g.away_team_id}-${g.starts_at}`} style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={600}>
                    {g.time}
                  </Text>{' '}
                  {g.home_team_name} v {g.away_team_name}{' '}
                  <Text span c="dimmed">
                    · {g.field_name}
                  </Text>
                </Text>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
