import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { POSITIONS, SKILL_MAX, SKILL_MIN, TEAM_PREFERENCES } from '../../../../../shared/waitlist';
import { teamOptionLabel, useTeamOptions } from '../../api';
import type { SharedPlayerFields, WaitlistFormValues } from '../../form-values';
import { WizardSelect } from './wizard-select';

const SKILL_OPTIONS = [
  { value: '', label: 'Choose 1 to 10' },
  ...Array.from({ length: SKILL_MAX - SKILL_MIN + 1 }, (_, i) => String(SKILL_MIN + i)).map((value) => ({ value, label: value })),
];
const POSITION_OPTIONS = [{ value: '', label: 'Choose a position' }, ...POSITIONS.map((p) => ({ value: p, label: p }))];

/** Step 2, RFC Experience. A returning player also names the previous team and a preference. */
export function ExperienceStep() {
  const { control, setValue } = useFormContext<WaitlistFormValues>();
  const isNewPlayer = useWatch({ control, name: 'is_new_player' });
  const returning = isNewPlayer === false;

  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="is_new_player"
        render={({ field, fieldState }) => (
          <Radio.Group
            label="New or returning player"
            required
            name={field.name}
            value={field.value === undefined ? null : field.value ? 'new' : 'returning'}
            onChange={(value) => {
              const isNew = value === 'new';
              field.onChange(isNew);
              // A new player has no previous team: nothing stale is sent.
              if (isNew) {
                setValue('previous_team_id', null);
                setValue('team_preference', null);
              }
            }}
            error={fieldState.error?.message}
          >
            <Group gap="lg" mt={6}>
              <Radio value="new" label="New player" ref={field.ref} onBlur={field.onBlur} />
              <Radio value="returning" label="Returning player" onBlur={field.onBlur} />
            </Group>
          </Radio.Group>
        )}
      />
      {returning ? <ReturningPlayerFields /> : null}
      <SkillLevelField />
      <PositionsFields />
    </Stack>
  );
}

// Shared with /register's player details step (SharedPlayerFields).

export function SkillLevelField() {
  return <WizardSelect name="skill_level" label="Skill level" description="1 is just starting out, 10 is very experienced." data={SKILL_OPTIONS} numeric />;
}

/** Positions played, then the preferred one. */
export function PositionsFields() {
  const { control } = useFormContext<SharedPlayerFields>();
  return (
    <>
      <Controller
        control={control}
        name="positions_played"
        render={({ field, fieldState }) => (
          <Checkbox.Group label="Positions played" required value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message}>
            <Group gap="md" mt={6}>
              {POSITIONS.map((position, index) => (
                <Checkbox key={position} value={position} label={position} ref={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <WizardSelect name="preferred_position" label="Preferred position" data={POSITION_OPTIONS} />
    </>
  );
}

function ReturningPlayerFields() {
  const { control } = useFormContext<WaitlistFormValues>();
  const teams = useTeamOptions(true);
  const teamOptions = [
    { value: '', label: teams.isPending ? 'Loading teams…' : 'Choose your previous team' },
    ...(teams.data ?? []).map((team) => ({ value: team.id, label: teamOptionLabel(team) })),
  ];
  return (
    <>
      <WizardSelect name="previous_team_id" label="Previous team" data={teamOptions} empty={null} />
      {teams.error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          The teams could not be loaded: {teams.error.message}
        </Text>
      ) : null}
      <Controller
        control={control}
        name="team_preference"
        render={({ field, fieldState }) => (
          <Radio.Group
            label="Team preference"
            required
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
          >
            <Stack gap="xs" mt={6}>
              {TEAM_PREFERENCES.map((option, index) => (
                <Radio key={option.value} value={option.value} label={option.label} ref={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
    </>
  );
}
