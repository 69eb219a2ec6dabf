import { Badge, Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CreatedTeamInvite, TeamInvite } from '../../../../shared/api/team-invites';
import {
  TEAM_INVITE_DEFAULT_EXPIRY_DAYS,
  TEAM_INVITE_DEFAULT_MAX_USES,
  TEAM_INVITE_EXPIRY_DAYS,
  TEAM_INVITE_MAX_USES,
  TEAM_INVITE_STATE_LABELS,
} from '../../../../shared/team-invites';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import { useCaptainTeam } from '../../captain';
import { useCreateTeamInvite, useRevokeTeamInvite, useTeamInvites } from '../api';
import { InviteLink } from './invite-link';

const SECTION_TITLE_ID = 'team-invites-title';
const FORM_TITLE_ID = 'invite-form-title';
const LIST_TITLE_ID = 'invite-list-title';
const dayLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * The team invites view (issue 23, decision 077), a part of /captain/manage-roster: the spec gives
 * the invites view no route of its own. Make an invite link with an expiry and a use limit, see
 * and revoke the team's invites.
 */
export function TeamInvitesSection() {
  const { team } = useCaptainTeam();
  // The link of the invite made on this page: its token exists nowhere else (decision 077).
  const [created, setCreated] = useState<CreatedTeamInvite | null>(null);
  return (
    <Stack component="section" aria-labelledby={SECTION_TITLE_ID} gap="lg">
      <Stack gap={4}>
        <Title order={2} id={SECTION_TITLE_ID}>
          Team invites
        </Title>
        <Text c="dimmed">Invite players to {team.name} with a link or a QR code. They sign in or create an account, then join.</Text>
      </Stack>
      <NewInviteForm teamId={team.id} onCreated={setCreated} />
      {created && created.invite.team_id === team.id ? <InviteLink created={created} /> : null}
      <InviteList teamId={team.id} />
    </Stack>
  );
}

function NewInviteForm({ teamId, onCreated }: { teamId: string; onCreated: (created: CreatedTeamInvite) => void }) {
  const create = useCreateTeamInvite(teamId);
  const [days, setDays] = useState(String(TEAM_INVITE_DEFAULT_EXPIRY_DAYS));
  const [maxUses, setMaxUses] = useState<number | string>(TEAM_INVITE_DEFAULT_MAX_USES);
  // One key per invite: a retried request (a lost answer) finds the invite it made.
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const fieldError = (path: string) => (isApiError(create.error) ? create.error.issues.find((i) => i.path === path)?.message : undefined);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      { client_key: clientKey, expires_in_days: Number(days), max_uses: typeof maxUses === 'number' ? maxUses : Number(maxUses) },
      {
        onSuccess: (result) => {
          onCreated(result);
          setClientKey(crypto.randomUUID());
          toast.success('Invite link made.');
        },
      },
    );
  };
  return (
    <Paper component="section" aria-labelledby={FORM_TITLE_ID} withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id={FORM_TITLE_ID}>
            Make an invite link
          </Title>
          {create.error && !fieldError('max_uses') && !fieldError('expires_in_days') ? (
            <FormAlert>{isApiError(create.error) ? create.error.message : 'Failed to save changes. Please try again.'}</FormAlert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect
              label="Expires after"
              data={TEAM_INVITE_EXPIRY_DAYS.map((d) => ({ value: String(d), label: dayLabel(d) }))}
              value={days}
              onChange={(event) => setDays(event.currentTarget.value)}
              error={fieldError('expires_in_days')}
            />
            <NumberInput
              label="How many people can join with it"
              min={1}
              max={TEAM_INVITE_MAX_USES}
              allowDecimal={false}
              value={maxUses}
              onChange={setMaxUses}
              error={fieldError('max_uses')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create invite link
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

const STATE_COLORS: Record<TeamInvite['state'], string> = { open: 'teal', expired: 'gray', revoked: 'red', used_up: 'orange' };

function InviteList({ teamId }: { teamId: string }) {
  const invites = useTeamInvites(teamId);
  const revoke = useRevokeTeamInvite(teamId);
  const [revoking, setRevoking] = useState<TeamInvite | null>(null);
  const timeZone = useLeagueTimeZone();
  return (
    <Stack component="section" aria-labelledby={LIST_TITLE_ID} gap="sm">
      <Title order={3} size="h4" id={LIST_TITLE_ID}>
        Invites
      </Title>
      {invites.isPending ? (
        <Skeleton height={96} radius="md" />
      ) : invites.isError ? (
        <LoadError title="The invites could not be loaded" error={invites.error} onRetry={() => void invites.refetch()} />
      ) : invites.data.items.length === 0 ? (
        <Text c="dimmed">No invites yet. Make one above.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {invites.data.items.map((invite) => (
            <Paper component="li" key={invite.id} withBorder radius="md" p="md" aria-label={`Invite made ${formatDateTime(invite.created_at, { timeZone })}`}>
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Badge color={STATE_COLORS[invite.state]} variant="light">
                      {TEAM_INVITE_STATE_LABELS[invite.state]}
                    </Badge>
                    <Text size="sm" fw={600}>
                      {invite.uses} of {invite.max_uses} used
                    </Text>
                  </Group>
                  <Text size="sm">
                    {invite.state === 'expired' ? 'Expired' : 'Expires'} {formatDateTime(invite.expires_at, { timeZone })}
                    {invite.created_by_name ? ` · made by ${invite.created_by_name}` : ''}
                  </Text>
                  {invite.joined.length > 0 ? (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      Joined: {invite.joined.map((j) => j.player.name).join(', ')}
                    </Text>
                  ) : null}
                </Stack>
                {invite.state === 'open' ? (
                  <Button variant="light" color="red" onClick={() => setRevoking(invite)}>
                    Revoke
                  </Button>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke this invite?"
        message="The link stops working at once. People who joined with it stay on the team."
        confirmLabel="Revoke invite"
        errorTitle="Not revoked"
        pending={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              toast.success('Invite revoked.');
            },
          })
        }
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
