import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { WaitlistEntryDetail } from '../../../../shared/api/waitlist';
import { TEAM_PREFERENCES } from '../../../../shared/waitlist';
import { formatDate, formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { DetailItem, DetailList } from '../../../components/ui/detail-list';

function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <DetailList>{children}</DetailList>
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
        <DetailItem label="First name">{entry.first_name}</DetailItem>
        <DetailItem label="Last name">{entry.last_name}</DetailItem>
        <DetailItem label="Email">{entry.email}</DetailItem>
        <DetailItem label="Phone number">{entry.phone_number}</DetailItem>
        <DetailItem label="Date of birth">{entry.date_of_birth}</DetailItem>
        <DetailItem label="Gender">{entry.gender}</DetailItem>
      </FieldGroup>
      <FieldGroup title="RFC experience">
        <DetailItem label="New or returning">{entry.is_new_player ? 'New player' : 'Returning player'}</DetailItem>
        <DetailItem label="Previous team">{entry.previous_team_name ?? '—'}</DetailItem>
        <DetailItem label="Team preference">{preferenceLabel(entry.team_preference)}</DetailItem>
        <DetailItem label="Skill level">{entry.skill_level}</DetailItem>
        <DetailItem label="Positions played">{entry.positions_played.join(', ') || '—'}</DetailItem>
        <DetailItem label="Preferred position">{entry.preferred_position}</DetailItem>
      </FieldGroup>
      <FieldGroup title="Player kit">
        <DetailItem label="Jersey size">{entry.jersey_size}</DetailItem>
        <DetailItem label="Season · Division">{[entry.season_name, entry.division_name].filter(Boolean).join(' · ') || '—'}</DetailItem>
      </FieldGroup>
      <FieldGroup title="Contact & health">
        <DetailItem label="Emergency contact name">{entry.emergency_contact_name}</DetailItem>
        <DetailItem label="Emergency contact phone">{entry.emergency_contact_phone}</DetailItem>
        <DetailItem label="Physical conditions">{yesNo(entry.has_physical_conditions)}</DetailItem>
        <DetailItem label="Physical conditions details">{entry.physical_conditions_details || '—'}</DetailItem>
        <DetailItem label="Mailing list">{yesNo(entry.mailing_list_opt_in)}</DetailItem>
        <DetailItem label="Waiver accepted">
          {entry.waiver_accepted_at ? `${when(entry.waiver_accepted_at)}${entry.waiver_version === null ? '' : ` (version ${entry.waiver_version})`}` : 'No'}
        </DetailItem>
        <DetailItem label="Notes">{entry.notes || '—'}</DetailItem>
        <DetailItem label="Joined">{formatDate(entry.created_at, { timeZone })}</DetailItem>
      </FieldGroup>
    </Stack>
  );
}
