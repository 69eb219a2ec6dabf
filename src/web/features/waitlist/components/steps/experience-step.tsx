import { Group, Radio, Stack, Text } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { TEAM_PREFERENCES } from '../../../../../shared/waitlist';
import { ControlledSelect } from '../../../../components/player-fields/controlled-inputs';
import { PositionsFields, SkillLevelField } from '../../../../components/player-fields/player-fields';
import { RadioChoiceGroup } from '../../../../components/ui/choice-group';
import { teamOptionLabel, useTeamOptions } from '../../api';
import type { WaitlistFormValues } from '../../form-values';

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

function ReturningPlayerFields() {
  const teams = useTeamOptions(true);
  const teamOptions = [
    { value: '', label: teams.isPending ? 'Loading teams…' : 'Choose your previous team' },
    ...(teams.data ?? []).map((team) => ({ value: team.id, label: teamOptionLabel(team) })),
  ];
  return (
    <>
      <ControlledSelect name="previous_team_id" label="Previous team" data={teamOptions} empty={null} />
      {teams.error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          The teams could not be loaded: {teams.error.message}
        </Text>
      ) : null}
      <RadioChoiceGroup
        name="team_preference"
        label="Team preference"
        required
        options={TEAM_PREFERENCES}
        wrap={(choices) => (
          <Stack gap="xs" mt={6}>
            {choices}
          </Stack>
        )}
        renderOption={(option, props) => <Radio key={option.value} value={option.value} label={option.label} {...props} />}
      />
    </>
  );
}
