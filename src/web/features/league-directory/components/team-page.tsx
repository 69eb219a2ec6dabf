import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicTeamDetail } from '../../../../shared/api/league-directory';
import { PageLoader } from '../../../components/layout/page-loader';
import { TeamSwatch } from '../../../components/ui/team-swatch';
import { GameList } from '../../../components/ui/game-list';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/load-error';
import { TeamCalendarLink } from '../../calendar';
import { usePublicTeam } from '../api';
import { DirectoryNotFound, isNotFound } from './directory-states';
import { RosterList } from './roster-list';

function TeamHeader({ team }: { team: PublicTeamDetail }) {
  return (
    <Paper withBorder radius="md" p="md" style={{ borderTop: `8px solid ${team.primary_color}` }}>
      <Group gap="md" wrap="nowrap" align="center">
        <TeamSwatch colours={team} size={48} />
        <Stack gap={4} miw={0}>
          <Title order={1}>{team.name}</Title>
          <Text c="dimmed">
            {team.division.name} · {team.season.name}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** /team/:teamId: the team's colours, roster, results and upcoming games. */
export function TeamPage({ teamId }: { teamId: string }) {
  const query = usePublicTeam(teamId);
  if (query.isPending) return <PageLoader />;
  if (query.error) {
    if (isNotFound(query.error)) return <DirectoryNotFound what="Team" backTo="/teams-public" backLabel="See all teams" />;
    return (
      <Stack>
        <PageHeader title="Team" />
        <LoadError title="The team could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  const team = query.data;
  const live = team.upcoming.filter((game) => game.is_live);
  const ahead = team.upcoming.filter((game) => !game.is_live);
  return (
    <Stack gap="xl">
      <TeamHeader team={team} />
      <Section id="roster-heading" title="Roster">
        <RosterList roster={team.roster} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Section id="upcoming-heading" title="Upcoming">
          {/* A live game shows its score; games still ahead have none. */}
          {live.length > 0 ? <GameList games={live} showScores empty="" /> : null}
          {ahead.length > 0 || live.length === 0 ? <GameList games={ahead} showScores={false} empty="No upcoming games are scheduled." /> : null}
          <TeamCalendarLink teamId={team.id} />
        </Section>
        <Section id="results-heading" title="Results">
          <GameList games={team.results} showScores empty="No results yet." />
        </Section>
      </SimpleGrid>
      <Anchor component={Link} to={`/teams-public?season_id=${team.season.id}`}>
        All teams of {team.season.name}
      </Anchor>
    </Stack>
  );
}
