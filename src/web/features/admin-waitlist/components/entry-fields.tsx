import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { WaitlistEntryDetail } from '../../../../shared/waitlist-api';
import { TEAM_PREFERENCES } from '../../../../shared/waitlist';
import { formatDate, formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
        {children}
      </SimpleGrid>
    </Stack>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const preferenceLabel = (value: string | null) => TEAM_PREFERENCES.find((p) => p.value === value)?.label ?? '—';

/** Every field of a waitlist entry, grouped as the wizard asked for them. */
export function EntryFields({ entry }: { entry: WaitlistEntryDetail }) {
  const timeZone = useLeagueTimeZone();
  const when = (iso: string) => formatGameDateTime(iso, { timeZone });
  return (
    <Stack gap="lg">
      <FieldGroup title="Personal info">
        <Field label="First name">{entry.first_name}</Field>
        <Field label="Last name">{entry.last_name}</Field>
        <Field label="Email">{entry.email}</Field>
        <Field label="Phone number">{entry.phone_number}</Field>
        <Field label="Date of birth">{entry.date_of_birth}</Field>
        <Field label="Gender">{entry.gender}</Field>
      </FieldGroup>
      <FieldGroup title="RFC experience">
        <Field label="New or returning">{entry.is_new_player ? 'New player' : 'Returning player'}</Field>
        <Field label="Previous team">{entry.previous_team_name ?? '—'}</Field>
        <Field label="Team preference">{preferenceLabel(entry.team_preference)}</Field>
        <Field label="Skill level">{entry.skill_level}</Field>
        <Field label="Positions played">{entry.positions_played.join(', ') || '—'}</Field>
        <Field label="Preferred position">{entry.preferred_position}</Field>
      </FieldGroup>
      <FieldGroup title="Player kit">
        <Field label="Jersey size">{entry.jersey_size}</Field>
        <Field label="Season · Division">{[entry.season_name, entry.division_name].filter(Boolean).join(' · ') || '—'}</Field>
      </FieldGroup>
      <FieldGroup title="Contact & health">
        <Field label="Emergency contact name">{entry.emergency_contact_name}</Field>
        <Field label="Emergency contact phone">{entry.emergency_contact_phone}</Field>
        <Field label="Physical conditions">{yesNo(entry.has_physical_conditions)}</Field>
        <Field label="Physical conditions details">{entry.physical_conditions_details || '—'}</Field>
        <Field label="Mailing list">{yesNo(entry.mailing_list_opt_in)}</Field>
        <Field label="Waiver accepted">
          {entry.waiver_accepted_at
            ? `${when(entry.waiver_accepted_at)}${entry.waiver_version === null ? '' : ` (version ${entry.waiver_version})`}`
            : 'No'}
        </Field>
        <Field label="Notes">{entry.notes || '—'}</Field>
        <Field label="Joined">{formatDate(entry.created_at, { timeZone })}</Field>
      </FieldGroup>
    </Stack>
  );
}
