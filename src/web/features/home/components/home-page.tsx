import { Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HomeData } from '../../../../shared/api/home';
import { PageLoader } from '../../../components/layout/page-loader';
import { GameList } from '../../../components/ui/game-list';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { AnnouncementsSection } from './announcements-section';
import { HomeSection } from './home-section';
import { StandingsSnippet } from './standings-snippet';
import { LoadError } from '../../../components/ui/load-error';

interface HomePageProps {
  leagueName: string;
  data: HomeData | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** The league's primary call to action (Register Now / Join Waitlist). */
  cta: ReactNode;
  /** Show the live section even when empty: someone followed a link to it. */
  liveRequested: boolean;
  /** The signed-in player's own panel (their next game), above the league's news. */
  personal?: ReactNode;
}

export function HomePage({ leagueName, data, isPending, error, onRetry, cta, liveRequested, personal }: HomePageProps) {
  useScrollToHash(Boolean(data));
  return (
    <Stack gap="xl">
      <Stack gap="xs" component="section" aria-labelledby="home-title">
        <Title order={1} id="home-title">
          {leagueName}
        </Title>
        <Text size="lg" c="dimmed">
          {data?.season_name ? `${data.season_name} · Adult recreational soccer` : 'Adult recreational soccer'}
        </Text>
        <Group gap="sm" mt="xs">
          {/* From 768 px the same button is in the header: one is enough on screen. */}
          <Box hiddenFrom="sm">{cta}</Box>
        </Group>
      </Stack>

      {personal}
      {isPending ? <PageLoader /> : null}
      {error && !data ? <LoadError title="The latest league news could not be loaded" error={error} onRetry={onRetry} /> : null}

      {data ? (
        <>
          {data.live_games.length > 0 || liveRequested ? (
            <HomeSection id="live" title="Live now">
              <GameList games={data.live_games} showScores empty="No games are live right now." />
            </HomeSection>
          ) : null}
          <AnnouncementsSection announcements={data.announcements} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <HomeSection id="upcoming" title="Upcoming games">
              <GameList games={data.upcoming_games} showScores={false} empty="No upcoming games are scheduled yet." />
            </HomeSection>
            <HomeSection id="results" title="Recent results">
              <GameList games={data.recent_results} showScores empty="No results yet this season." />
            </HomeSection>
          </SimpleGrid>
          <HomeSection id="standings" title="Standings">
            <StandingsSnippet standings={data.standings} />
          </HomeSection>
        </>
      ) : null}
    </Stack>
  );
}
