import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { useCaptainTeam } from '../../captain';
import { useLineupGames } from '../api';

/** /captain/select-formation-context (decision 079): the chosen team's coming games, each leading to its formation page. */
export function SelectFormationContextPage() {
  const { team } = useCaptainTeam();
  const query = useLineupGames(team.id);
  const timeZone = useLeagueTimeZone();
  return (
    <Stack gap="lg">
      <PageHeader title="Formation" description={`Choose a game of ${team.name} to set its formation and lineup.`} />
      {query.isPending ? <Skeleton height={120} radius="md" /> : null}
      {query.isError ? <LoadError title="The games could not be loaded" error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.items.length === 0 ? <EmptyState>{`${team.name} has no games coming up.`}</EmptyState> : null}
      {query.data && query.data.items.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {query.data.items.map((item) => {
            const opponent = item.game.home_team.id === item.team.id ? item.game.away_team.name : item.game.home_team.name;
            return (
              <Paper component="li" key={item.game.id} withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" align="flex-start">
                    <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
                      <Anchor component={Link} to={`/captain/formation/${item.game.id}`} inherit>
                        vs {opponent}
                      </Anchor>
                    </Title>
                    {item.formation ? (
                      <Badge variant="light">{item.formation}</Badge>
                    ) : (
                      <Badge variant="outline" color="gray">
                        No formation yet
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    <time dateTime={item.game.starts_at}>{formatGameDateTime(item.game.starts_at, { timeZone })}</time>
                  </Text>
                  <Text size="sm">
                    Going: {item.going} · Placed: {item.placed}
                    {item.open_substitute_requests > 0 ? ` · Substitutes asked for: ${item.open_substitute_requests}` : ''}
                  </Text>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
