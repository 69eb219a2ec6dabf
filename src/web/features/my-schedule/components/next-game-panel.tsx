import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { MyNextGame, MyScheduleGame } from '../../../../shared/api/availability';
import { gamePath, gamePlace } from '../../../components/ui/game-list';
import { formatGameDateTime, formatMoney } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { useMyNextGame, useWithQueuedAnswer } from '../api';
import { MyAnswer } from './availability-control';

const TITLE_ID = 'next-game-title';
/** Where a registration still due is paid: the profile lists it with the way to pay. */
export const PAY_PATH = '/profile#profile-registrations';

/**
 * The top of the home page for a signed-in player (decision 049): their team, their next game
 * with Going / Maybe / Not going, and what they still owe. Loaded only for signed-in players
 * (its own chunk), and nothing at all for a player with no team and nothing to pay.
 */
export default function NextGamePanel() {
  const query = useMyNextGame();
  const data = query.data;
  if (!data || data.player_id === null) return null;
  if (data.teams.length === 0 && data.next_game === null && data.payments_due.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={TITLE_ID} withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={TITLE_ID}>
          Your next game
        </Title>
        {data.teams.length > 0 ? <YourTeams teams={data.teams} /> : null}
        {data.next_game ? (
          <NextGame listed={data.next_game} playerId={data.player_id} />
        ) : data.teams.length > 0 ? (
          <Text c="dimmed">No game is scheduled for your team yet.</Text>
        ) : null}
        {data.teams.length > 0 ? (
          <Anchor component={Link} to="/player/my-schedule" size="sm">
            All your games
          </Anchor>
        ) : null}
        {data.payments_due.length > 0 ? <PaymentsDue payments={data.payments_due} /> : null}
      </Stack>
    </Paper>
  );
}

function YourTeams({ teams }: { teams: MyNextGame['teams'] }) {
  return (
    <Text>
      {teams.length === 1 ? 'Your team: ' : 'Your teams: '}
      {teams.map((team, index) => (
        <Fragment key={team.id}>
          {index > 0 ? ', ' : null}
          <Anchor component={Link} to={`/team/${team.id}`} fw={600}>
            {team.name}
          </Anchor>
        </Fragment>
      ))}
    </Text>
  );
}

function NextGame({ listed, playerId }: { listed: MyScheduleGame; playerId: string | null }) {
  const timeZone = useLeagueTimeZone();
  const { item, pending } = useWithQueuedAnswer(listed, playerId);
  const { game, team } = item;
  const home = game.home_team.id === team.id;
  const opponent = home ? game.away_team : game.home_team;
  const title = `${team.name} vs ${opponent.name}`;
  const place = gamePlace(game);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={gamePath(game.id)} inherit>
            {title}
          </Anchor>{' '}
          <Text span c="dimmed" fw={400}>
            ({home ? 'home' : 'away'})
          </Text>
        </Text>
        {game.is_live ? (
          <Badge color="red" variant="filled">
            Live
          </Badge>
        ) : null}
      </Group>
      <Text size="sm">
        <time dateTime={game.starts_at}>{formatGameDateTime(game.starts_at, { timeZone })}</time>
        {place ? ` · ${place}` : ''}
      </Text>
      <MyAnswer item={item} title={title} pending={pending} />
    </Stack>
  );
}

function PaymentsDue({ payments }: { payments: MyNextGame['payments_due'] }) {
  return (
    <Alert color="yellow" variant="light" title="Payment due">
      <Stack gap="xs" align="flex-start">
        {payments.map((p) => (
          <Text key={p.registration_id} size="sm">
            {p.season_name} · {p.division_name}: {formatMoney(p.amount_due_cents)} due.
          </Text>
        ))}
        <Button component={Link} to={PAY_PATH} size="sm">
          Pay what is due
        </Button>
      </Stack>
    </Alert>
  );
}
