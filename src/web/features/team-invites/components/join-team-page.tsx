import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod/mini';
import type { JoinTeamViewer, TeamInviteSummary } from '../../../../shared/api/team-invites';
import { SIGNED_NAME_REQUIRED } from '../../../../shared/schemas/registrations';
import { personalInfoSchema } from '../../../../shared/schemas/waitlist';
import { GENDERS } from '../../../../shared/waitlist';
import { DateOfBirthField, GenderField, NameFields } from '../../../components/player-fields/player-fields';
import { PageLoader } from '../../../components/layout/page-loader';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { SignUpForm, useAuth } from '../../auth';
import { useJoinTeam, useTeamInviteSummary } from '../api';

/**
 * /join-team/{inviteToken} (issue 23, decision 077): the team the link invites to; a visitor
 * signs in (the login page brings them back here) or creates an account on this page, then
 * joins: with their details when the account has no player record, and the waiver's signature
 * when the active version is not signed yet.
 */
export function JoinTeamPage({ token }: { token: string }) {
  const { user, loading } = useAuth();
  const summary = useTeamInviteSummary(token, user?.id ?? null, !loading);
  if (loading || summary.isPending) return <PageLoader />;
  if (summary.isError) {
    const missing = isApiError(summary.error) && summary.error.status === 404;
    return (
      <Stack maw={640} mx="auto">
        <PageHeader title="Join a team" />
        {missing ? (
          <Alert color="red" variant="light" title="This link does not work">
            {summary.error.message}
          </Alert>
        ) : (
          <LoadError title="The invite could not be loaded" error={summary.error} onRetry={() => void summary.refetch()} />
        )}
      </Stack>
    );
  }
  const invite = summary.data;
  return (
    <Stack maw={640} mx="auto" gap="lg">
      <PageHeader title={`Join ${invite.team.name}`} description={`${invite.division.name} · ${invite.season.name}`} />
      {invite.message ? (
        <Alert color="orange" variant="light" title="This invite link no longer works">
          {invite.message}
        </Alert>
      ) : !user || !invite.viewer ? (
        <SignInFirst invite={invite} />
      ) : (
        <Joining invite={invite} viewer={invite.viewer} token={token} />
      )}
    </Stack>
  );
}

function SignInFirst({ invite }: { invite: TeamInviteSummary }) {
  const location = useLocation();
  const timeZone = useLeagueTimeZone();
  return (
    <Stack gap="md">
      <Text>
        You are invited to play for <strong>{invite.team.name}</strong>. Sign in or create an account first, then join the team. The link works until{' '}
        {formatDateTime(invite.expires_at, { timeZone })}.
      </Text>
      <Group>
        <Button component={Link} to="/login" state={{ from: { pathname: location.pathname } }} variant="light">
          Sign in
        </Button>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            New to the league? Create an account
          </Title>
          <Suspense fallback={<PageLoader />}>
            {/* Signing up signs in: the page then asks for what joining needs. */}
            <SignUpForm onSignedUp={() => undefined} />
          </Suspense>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** What the form holds; only the fields the viewer's join needs are required (joinSchema). */
interface JoinValues {
  first_name: string | undefined;
  last_name: string | undefined;
  date_of_birth: string | undefined;
  gender: string | undefined;
  waiver_signed_name: string | undefined;
}

const personal = personalInfoSchema.shape;
const FIELDS = ['first_name', 'last_name', 'date_of_birth', 'gender', 'waiver_signed_name'] as const;

function joinSchema(viewer: JoinTeamViewer) {
  const needs = new Set(viewer.needs);
  return z.object({
    first_name: needs.has('first_name') ? personal.first_name : z.optional(z.string()),
    last_name: needs.has('last_name') ? personal.last_name : z.optional(z.string()),
    date_of_birth: needs.has('date_of_birth') ? personal.date_of_birth : z.optional(z.string()),
    gender: needs.has('gender') ? personal.gender : z.optional(z.string()),
    waiver_signed_name: viewer.waiver
      ? z.string({ error: SIGNED_NAME_REQUIRED }).check(z.trim(), z.minLength(1, SIGNED_NAME_REQUIRED))
      : z.optional(z.string()),
  });
}

function Joining({ invite, viewer, token }: { invite: TeamInviteSummary; viewer: JoinTeamViewer; token: string }) {
  const navigate = useNavigate();
  const join = useJoinTeam(token);
  const schema = useMemo(() => joinSchema(viewer), [viewer]);
  const form = useForm<JoinValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { first_name: viewer.first_name, last_name: viewer.last_name, date_of_birth: '', gender: undefined, waiver_signed_name: '' },
  });
  if (viewer.on_team) {
    return (
      <Alert color="teal" variant="light" title={`You are on ${invite.team.name}`}>
        <Group gap="md" mt="xs">
          <Anchor component={Link} to={`/team/${invite.team.id}`}>
            See the team
          </Anchor>
          <Anchor component={Link} to="/player/my-schedule">
            Your schedule
          </Anchor>
        </Group>
      </Alert>
    );
  }
  if (viewer.blocked) {
    return (
      <Alert color="orange" variant="light" title="You cannot join this team">
        {viewer.blocked}
      </Alert>
    );
  }
  const needs = new Set(viewer.needs);
  const asksDetails = needs.size > 0;
  const submit = form.handleSubmit((values) =>
    join
      .mutateAsync({
        ...(needs.has('first_name') ? { first_name: values.first_name } : {}),
        ...(needs.has('last_name') ? { last_name: values.last_name } : {}),
        ...(needs.has('date_of_birth') ? { date_of_birth: values.date_of_birth } : {}),
        ...(needs.has('gender') ? { gender: GENDERS.find((g) => g === values.gender) } : {}),
        ...(viewer.waiver ? { waiver_id: viewer.waiver.id, waiver_signed_name: values.waiver_signed_name } : {}),
      })
      .then(
        (result) => {
          toast.success(`Welcome to ${result.team.name}!`);
          navigate(`/team/${result.team.id}`);
        },
        (error: unknown) => {
          applyServerErrors(error, FIELDS, form.setError);
        },
      ),
  );
  const problem =
    join.error && isApiError(join.error) && !join.error.issues.some((i) => (FIELDS as readonly string[]).includes(i.path)) ? join.error.message : null;
  const first = form.watch('first_name') ?? viewer.first_name;
  const last = form.watch('last_name') ?? viewer.last_name;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {problem ? (
            <FormAlert>{problem}</FormAlert>
          ) : join.error && !isApiError(join.error) ? (
            <FormAlert>Failed to save changes. Please try again.</FormAlert>
          ) : null}
          {asksDetails ? (
            <Paper withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  About you
                </Title>
                <Text size="sm">The division's rules use your date of birth and gender.</Text>
                {needs.has('first_name') || needs.has('last_name') ? <NameFields /> : null}
                {needs.has('date_of_birth') ? <DateOfBirthField /> : null}
                {needs.has('gender') ? <GenderField /> : null}
              </Stack>
            </Paper>
          ) : null}
          {viewer.waiver ? (
            <Paper withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {viewer.waiver.title}
                </Title>
                <Text size="sm">
                  Read the{' '}
                  <Anchor component={Link} to="/waiver" target="_blank">
                    League Waiver &amp; Release (opens in a new tab)
                  </Anchor>
                  , then type your full name, {`${first} ${last}`.trim() || 'as above'}, to sign it.
                </Text>
                <TextInput
                  label="Your full name, to sign the waiver"
                  required
                  autoComplete="name"
                  {...form.register('waiver_signed_name')}
                  error={form.formState.errors.waiver_signed_name?.message}
                />
              </Stack>
            </Paper>
          ) : null}
          <Group>
            <Button type="submit" loading={join.isPending}>
              Join {invite.team.name}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
