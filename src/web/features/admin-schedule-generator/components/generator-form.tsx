import { ActionIcon, Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type UseFormReturn, useController } from 'react-hook-form';
import type { ScheduleSetup } from '../../../../shared/api/schedule-generator';
import { SCHEDULE_FORMAT_LABELS, SCHEDULE_FORMATS, WEEKDAY_LABELS, WEEKDAYS } from '../../../../shared/schemas/schedule-generator';
import type { GeneratorFormValues } from '../form-values';

interface GeneratorFormProps {
  form: UseFormReturn<GeneratorFormValues>;
  setup: ScheduleSetup;
  pending: boolean;
  onSubmit: (values: GeneratorFormValues) => void;
}

/** The generator's settings; the page keeps them in a draft and shows the preview below. */
export function GeneratorForm({ form, setup, pending, onSubmit }: GeneratorFormProps) {
  const { errors } = form.formState;
  const format = form.watch('format');
  const venues = [...new Set(setup.fields.map((f) => f.venue_name))];
  const existing = setup.existing_games.unplayed + setup.existing_games.played;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Schedule settings">
      <Stack gap="lg">
        <Controller
          control={form.control}
          name="format"
          render={({ field, fieldState }) => (
            <Radio.Group label="Format" value={field.value} onChange={field.onChange} error={fieldState.error?.message}>
              <Stack gap="sm" mt={6}>
                {SCHEDULE_FORMATS.map((value, index) => (
                  <Radio key={value} value={value} label={SCHEDULE_FORMAT_LABELS[value]} ref={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {format === 'games_per_team' ? (
          <TextInput
            label="Games per team"
            inputMode="numeric"
            required
            {...form.register('games_per_team')}
            error={errors.games_per_team?.message}
            maw={220}
          />
        ) : null}

        <TextInput
          label="First date"
          type="date"
          required
          description={`The season runs to ${setup.season.end_date}.`}
          {...form.register('first_date')}
          error={errors.first_date?.message}
          maw={260}
        />

        <Controller
          control={form.control}
          name="game_days"
          render={({ field, fieldState }) => (
            <Checkbox.Group label="Game days" required value={field.value} onChange={field.onChange} error={fieldState.error?.message}>
              <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" mt={6}>
                {WEEKDAYS.map((day, index) => (
                  <Checkbox key={day} value={day} label={WEEKDAY_LABELS[day]} ref={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />

        <ListOfInputs
          form={form}
          name="time_slots"
          label="Time slots"
          description={`Kick-off times in the league's time zone (${setup.time_zone}), at least 90 minutes apart.`}
          itemLabel={(i) => `Time slot ${i + 1}`}
          type="time"
          addLabel="Add a time slot"
          newValue="19:00"
        />

        <Controller
          control={form.control}
          name="field_ids"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label="Fields"
              required
              description={setup.fields.length === 0 ? 'No venue has a field yet: add venues and fields on the admin schedule first.' : undefined}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Stack gap="sm" mt={6}>
                {venues.map((venue) => (
                  <Stack key={venue} gap={6}>
                    <Text size="sm" fw={600}>
                      {venue}
                    </Text>
                    {setup.fields
                      .filter((f) => f.venue_name === venue)
                      .map((f) => (
                        <Checkbox key={f.id} value={f.id} label={f.name} ref={f.id === setup.fields[0]?.id ? field.ref : undefined} onBlur={field.onBlur} />
                      ))}
                  </Stack>
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />

        <ListOfInputs
          form={form}
          name="blackout_dates"
          label="Blackout dates"
          description="Days without games (holidays, tournaments)."
          itemLabel={(i) => `Blackout date ${i + 1}`}
          type="date"
          addLabel="Add a blackout date"
          newValue=""
        />

        <TextInput
          label="Minimum rest (days between a team's games)"
          description="7 keeps a weekly rhythm; 1 allows games on consecutive days."
          inputMode="numeric"
          required
          {...form.register('min_rest_days')}
          error={errors.min_rest_days?.message}
          maw={260}
        />

        {existing > 0 ? (
          <Checkbox
            label="Replace its unplayed games"
            description={`This division already has ${existing} ${existing === 1 ? 'game' : 'games'} this season (${setup.existing_games.played} played). Played games stay.`}
            {...form.register('replace_unplayed')}
          />
        ) : null}

        <Group>
          <Button type="submit" loading={pending} size="md">
            Preview schedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ListOfInputsProps {
  form: UseFormReturn<GeneratorFormValues>;
  name: 'time_slots' | 'blackout_dates';
  label: string;
  description: string;
  itemLabel: (index: number) => string;
  type: 'time' | 'date';
  addLabel: string;
  newValue: string;
}

/** A list of times or dates, each with its own input and a remove button. */
function ListOfInputs({ form, name, label, description, itemLabel, type, addLabel, newValue }: ListOfInputsProps) {
  const { field, fieldState } = useController({ control: form.control, name });
  const values = field.value;
  const errorId = `${name}-error`;
  return (
    <Stack gap={6} role="group" aria-labelledby={`${name}-label`} aria-describedby={fieldState.error ? errorId : undefined}>
      <Text id={`${name}-label`} size="sm" fw={500}>
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {description}
      </Text>
      {values.map((value, index) => (
        // The position is the entry's identity: entries are edited in place.
        <Group key={index} gap="xs" wrap="nowrap">
          <TextInput
            aria-label={itemLabel(index)}
            type={type}
            value={value}
            ref={index === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(values.map((v, i) => (i === index ? event.currentTarget.value : v)))}
            style={{ flex: 1, maxWidth: 220 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size={44}
            aria-label={`Remove ${itemLabel(index).toLowerCase()}`}
            onClick={() => field.onChange(values.filter((_, i) => i !== index))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => field.onChange([...values, newValue])}>
          {addLabel}
        </Button>
      </Group>
      {fieldState.error ? (
        <Text id={errorId} size="sm" c="red">
          {fieldState.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}
