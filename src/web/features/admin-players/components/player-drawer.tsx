import { Alert, Anchor, Avatar, Divider, Drawer, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminPlayerDetail } from '../../../../shared/api/players';
import { PageLoader } from '../../../components/layout/page-loader';
import { formatDate, formatMoney } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { useAdminPlayer } from '../api';
import { PlayerEditForm } from './player-edit-form';
import { RegistrationBadge } from '../../../components/ui/registration-badge';

interface PlayerDrawerProps {
  playerId: string | null;
  onClose: () => void;
}

const ROSTER_ROLES: Record<string, string> = { captain: 'Captain', co_captain: 'Co-captain', player: 'Player' };

/** One player: photo, account, teams, registrations, waivers, and the edit form. */
export function PlayerDrawer({ playerId, onClose }: PlayerDrawerProps) {
  const player = useAdminPlayer(playerId);
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={playerId !== null}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 'xl'}
      title={player.data ? player.data.full_name : 'Player'}
      closeButtonProps={{ 'aria-label': 'Close player details' }}
    >
      {player.isPending && playerId !== null ? <PageLoader /> : null}
      {player.error ? (
        <Alert color="red" variant="light" role="alert" title="The player could not be loaded">
          {player.error.message}
        </Alert>
      ) : null}
      {player.data ? <PlayerDetails key={player.data.id} player={player.data} /> : null}
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function PlayerDetails({ player }: { player: AdminPlayerDetail }) {
  const timeZone = useLeagueTimeZone();
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <Avatar src={player.photo_url} alt={player.photo_url ? `Photo of ${player.full_name}` : undefined} size={96} radius={96} color="blue">
          <Text size="sm">No photo</Text>
        </Avatar>
        <Stack gap={2} miw={0}>
          <Text size="sm" c="dimmed">
            Account
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>
            {player.user ? (player.user.email ?? `${player.user.name} (phone sign-in)`) : 'Not linked to an account'}
          </Text>
        </Stack>
      </Group>

      <Section title="Teams">
        {player.rosters.length === 0 ? (
          <Text size="sm" c="dimmed">
            On no team.
          </Text>
        ) : (
          <List spacing={4} size="sm">
            {player.rosters.map((r) => (
              <List.Item key={r.team_id}>
                {r.team_name} · {r.season_name} · {r.division_name}
                {r.jersey_number === null ? '' : ` · #${r.jersey_number}`} · {ROSTER_ROLES[r.roster_role] ?? r.roster_role}
              </List.Item>
            ))}
          </List>
        )}
      </Section>

      <Section title="Registrations">
        {player.registrations.length === 0 ? (
          <Text size="sm" c="dimmed">
            No registrations.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0}>
            {player.registrations.map((r) => (
              <Group component="li" key={r.id} gap="xs" style={{ listStyle: 'none' }}>
                <RegistrationBadge status={r.status} />
                <Text size="sm">
                  {r.season_name} · {r.division_name} · fee {formatMoney(r.fee_cents)}
                  {r.discount_cents > 0 ? `, discount ${formatMoney(r.discount_cents)}` : ''}, paid {formatMoney(r.amount_paid_cents)}
                  {r.payment_method ? ` (${r.payment_method})` : ''}
                  {r.paid_at ? ` on ${formatDate(r.paid_at, { timeZone })}` : ''}
                </Text>
                <Anchor
                  component={Link}
                  to={`/admin/players/registration/${encodeURIComponent(r.id)}`}
                  size="sm"
                  aria-label={`View registration for ${r.season_name}, ${r.division_name}`}
                >
                  View registration
                </Anchor>
              </Group>
            ))}
          </Stack>
        )}
      </Section>

      <Section title="Waivers signed">
        {player.waiver_signatures.length === 0 ? (
          <Text size="sm" c="dimmed">
            No waiver signed.
          </Text>
        ) : (
          <List spacing={4} size="sm">
            {player.waiver_signatures.map((s) => (
              <List.Item key={s.waiver_id}>
                Version {s.waiver_version} ({s.waiver_title}), signed as “{s.signed_name}” on {formatDate(s.signed_at, { timeZone })}
              </List.Item>
            ))}
          </List>
        )}
      </Section>

      <Divider />
      <Section title="Edit player">
        <PlayerEditForm player={player} />
      </Section>
    </Stack>
  );
}
