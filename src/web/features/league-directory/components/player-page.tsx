import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import type { PublicPlayerTeam } from '../../../../shared/api/league-directory';
import { ROSTER_ROLE_LABELS } from '../../../../shared/roster-roles';
import { PageLoader } from '../../../components/layout/page-loader';
import { TeamSwatch } from '../../../components/ui/team-swatch';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/load-error';
import { SeasonStatsTable } from '../../leaderboard';
import { usePublicPlayer } from '../api';
import { DirectoryNotFound, isNotFound } from './directory-states';
import { PlayerAvatar } from './player-avatar';

function TeamHistoryRow({ place }: { place: PublicPlayerTeam }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <TeamSwatch colours={place.team} size={24} />
          <Stack gap={0} miw={0}>
            <Anchor component={Link} to={`/team/${place.team.id}`} fw={600} truncate>
              {place.team.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {place.season.name} · {place.division.name}
              {place.jersey_number === null ? '' : ` · #${place.jersey_number}`}
            </Text>
          </Stack>
        </Group>
        {place.roster_role !== 'player' ? (
          <Badge variant="light" color={place.roster_role === 'captain' ? 'blue' : 'gray'}>
            {ROSTER_ROLE_LABELS[place.roster_role]}
          </Badge>
        ) : null}
      </Group>
    </Paper>
  );
}

/** /player/:playerId: photo, name, preferred position, the teams the player has played on and their stats per season. */
export function PlayerPage({ playerId }: { playerId: string }) {
  const query = usePublicPlayer(playerId);
  if (query.isPending) return <PageLoader />;
  if (query.error) {
    if (isNotFound(query.error)) return <DirectoryNotFound what="Player" backTo="/players-public" backLabel="See all players" />;
    return (
      <Stack>
        <PageHeader title="Player" />
        <LoadError title="The player could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  const player = query.data;
  // A merged duplicate's page answers with its primary (decision 084): go to the primary's address.
  if (player.id !== playerId) return <Navigate to={`/player/${player.id}`} replace />;
  const name = `${player.first_name} ${player.last_name}`;
  return (
    <Stack gap="xl">
      <Group gap="lg" wrap="nowrap" align="center">
        <PlayerAvatar name={name} photoUrl={player.photo_url} size={96} />
        <Stack gap={4} miw={0}>
          <Title order={1}>{name}</Title>
          {player.preferred_position ? <Text c="dimmed">Preferred position: {player.preferred_position}</Text> : null}
        </Stack>
      </Group>
      <Stack component="section" aria-labelledby="teams-heading" gap="sm">
        <Title order={2} size="h3" id="teams-heading">
          Teams
        </Title>
        <Stack component="ul" gap="xs" p={0} m={0}>
          {player.teams.map((place) => (
            <TeamHistoryRow key={place.team.id} place={place} />
          ))}
        </Stack>
      </Stack>
      <Stack component="section" aria-labelledby="stats-heading" gap="sm">
        <Title order={2} size="h3" id="stats-heading">
          Stats
        </Title>
        <SeasonStatsTable lines={player.stats} caption={`${name}'s stats per season`} />
      </Stack>
    </Stack>
  );
}
