import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { rankingsHref, type RankingsFilters } from '../filters';

/** The rankings pages' links to each other and to the player leaderboard, keeping the choice. */
export function RankingsLinks({ filters, current }: { filters: RankingsFilters; current: 'rankings' | 'enhanced' }) {
  return (
    <Group component="nav" aria-label="More rankings" gap="lg">
      {current === 'enhanced' ? (
        <Anchor component={Link} to={rankingsHref('/rankings', filters)}>
          Standings
        </Anchor>
      ) : (
        <Anchor component={Link} to={rankingsHref('/rankings-enhanced', filters)}>
          Form, head-to-head and points over time
        </Anchor>
      )}
      <Anchor component={Link} to={rankingsHref('/leaderboard', filters)}>
        Player points leaderboard
      </Anchor>
    </Group>
  );
}
