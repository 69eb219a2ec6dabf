import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { leagueSettingsFormSchema, PAYMENT_INSTRUCTIONS_MAX, RULES_TEXT_MAX } from '../../../../shared/schemas/settings';
import type { AdminSettings } from '../../../../shared/api/settings';
import { RSVP_REMINDER_HOURS_RANGE, SUSPENSION_GAMES_RANGE, YELLOW_CARDS_PER_SUSPENSION_RANGE } from '../../../../shared/settings';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useUpdateAdminSettings } from '../api';
import { SETTINGS_FORM_FIELDS, settingsFormValues, type SettingsFormValues } from '../form-values';
import { timeZoneOptions } from '../time-zones';

type NumberField =
  | 'players_per_side'
  | 'points_for_win'
  | 'points_for_draw'
  | 'points_for_loss'
  | 'red_card_suspension_games'
  | 'yellow_cards_per_suspension'
  | 'yellow_card_suspension_games'
  | 'rsvp_reminder_first_hours'
  | 'rsvp_reminder_second_hours';

/** A whole-number input; an emptied box is NaN, which the schema reports with the field's message. */
function WholeNumber({
  control,
  name,
  label,
  min,
  max,
  description,
}: {
  control: Control<SettingsFormValues>;
  name: NumberField;
  label: string;
  min: number;
  max: number;
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          min={min}
          max={max}
          allowDecimal={false}
          required
          ref={field.ref}
          name={field.name}
          value={Number.isNaN(field.value) ? '' : field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The discipline rules (decision 042): how many games a red card and yellow cards cost. */
const DISCIPLINE_FIELDS = [
  {
    name: 'red_card_suspension_games',
    label: 'Games suspended for a red card',
    description: '0: a red card suspends no one.',
    range: SUSPENSION_GAMES_RANGE,
  },
  {
    name: 'yellow_cards_per_suspension',
    label: 'Yellow cards per suspension',
    description: '5: the 5th, 10th, … yellow card suspends.',
    range: YELLOW_CARDS_PER_SUSPENSION_RANGE,
  },
  {
    name: 'yellow_card_suspension_games',
    label: 'Games suspended for yellow cards',
    description: '0: yellow cards never suspend.',
    range: SUSPENSION_GAMES_RANGE,
  },
] as const satisfies readonly { name: NumberField; label: string; description: string; range: { min: number; max: number } }[];

/** Every league setting but the waitlist switch, saved together with one button. */
export function LeagueSettingsForm({ settings }: { settings: AdminSettings }) {
  const update = useUpdateAdminSettings();
  const resolver = useMemo(() => schemaResolver<SettingsFormValues>(() => leagueSettingsFormSchema), []);
  const form = useForm<SettingsFormValues>({ resolver, defaultValues: settingsFormValues(settings) });
  const { errors } = form.formState;
  const zones = useMemo(() => timeZoneOptions(settings.time_zone), [settings.time_zone]);
  const rulesLength = form.watch('rules_text').length;
  const instructionsLength = form.watch('payment_instructions').length;

  const submit = form.handleSubmit((values) =>
    // On failure the values stay as typed and the server's field messages show under them.
    update.mutateAsync(values).then(
      (saved) => {
        form.reset(settingsFormValues(saved));
        toast.success('Settings saved.');
      },
      (error: unknown) => {
        if (isApiError(error)) applyServerErrors(error, SETTINGS_FORM_FIELDS, form.setError);
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="League settings">
      <Stack gap="lg">
        <SectionCard id="settings-league" title="League">
          <Stack gap="md">
            <TextInput label="League name" required {...form.register('league_name')} error={errors.league_name?.message} />
            <TextInput
              label="Contact email"
              description="Shown in the site footer. Leave empty to show none."
              type="email"
              autoComplete="off"
              {...form.register('contact_email')}
              error={errors.contact_email?.message}
            />
            <Controller
              control={form.control}
              name="time_zone"
              render={({ field, fieldState }) => (
                <Select
                  label="Time zone"
                  description="Kick-off times and dates show in this zone."
                  required
                  searchable
                  limit={50}
                  data={zones}
                  nothingFoundMessage="No time zone matches"
                  ref={field.ref}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  allowDeselect={false}
                />
              )}
            />
          </Stack>
        </SectionCard>

        <SectionCard id="settings-payments" title="Payments">
          <Textarea
            label="Payment instructions"
            description="How to pay the league when card payment is not available, e.g. “E-transfer the amount due to treasurer@yourleague.ca with your registration id in the message.” Shown to players whose registration is due: after they register, on their profile, and in their registration and reminder e-mails. Leave empty for a general “pay the league directly”."
            autosize
            minRows={3}
            maxRows={10}
            {...form.register('payment_instructions')}
            error={errors.payment_instructions?.message}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {instructionsLength} / {PAYMENT_INSTRUCTIONS_MAX} characters
          </Text>
        </SectionCard>

        <SectionCard id="settings-games" title="Games">
          <Stack gap="md">
            <WholeNumber
              control={form.control}
              name="players_per_side"
              label="Players per side"
              min={4}
              max={11}
              description="Including the goalkeeper; formations follow it."
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <WholeNumber control={form.control} name="points_for_win" label="Points for a win" min={0} max={10} />
              <WholeNumber control={form.control} name="points_for_draw" label="Points for a draw" min={0} max={10} />
              <WholeNumber control={form.control} name="points_for_loss" label="Points for a loss" min={0} max={10} />
            </SimpleGrid>
            <TextInput
              label="Forfeit score"
              description="The score a forfeit counts as, winner first, e.g. 3-0."
              required
              {...form.register('forfeit_score')}
              error={errors.forfeit_score?.message}
            />
          </Stack>
        </SectionCard>

        <SectionCard id="settings-reminders" title="Reminders to answer">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Players who have not answered Going, Maybe or Not going for a game are reminded before kick-off, in the way each has chosen for notifications.
              Their captains see who has not answered on the schedule.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <WholeNumber
                control={form.control}
                name="rsvp_reminder_first_hours"
                label="First reminder (hours before kick-off)"
                description="0: no first reminder."
                min={RSVP_REMINDER_HOURS_RANGE.min}
                max={RSVP_REMINDER_HOURS_RANGE.max}
              />
              <WholeNumber
                control={form.control}
                name="rsvp_reminder_second_hours"
                label="Second reminder (hours before kick-off)"
                description="0: no second reminder."
                min={RSVP_REMINDER_HOURS_RANGE.min}
                max={RSVP_REMINDER_HOURS_RANGE.max}
              />
            </SimpleGrid>
          </Stack>
        </SectionCard>

        <SectionCard id="settings-standings" title="Standings">
          <Controller
            control={form.control}
            name="auto_publish_standings"
            render={({ field, fieldState }) => (
              <Switch
                size="md"
                label="Auto-publish standings"
                description="On: the public rankings update as soon as a result is final. Off: they change only when an admin publishes them, and say that newer results exist meanwhile."
                ref={field.ref}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </SectionCard>

        <SectionCard id="settings-rosters" title="Rosters">
          <Controller
            control={form.control}
            name="roster_changes_need_approval"
            render={({ field, fieldState }) => (
              <Switch
                size="md"
                label="Admin approval of captains' roster changes"
                description="On: a captain's add or removal waits on the Teams page until an admin approves it. Off: it takes effect at once (it is still checked and logged)."
                ref={field.ref}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </SectionCard>

        <SectionCard id="settings-discipline" title="Discipline">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Cards recorded by referees add up per player and season; a suspension is served by the team's next games that are played.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              {DISCIPLINE_FIELDS.map(({ name, label, description, range }) => (
                <WholeNumber key={name} control={form.control} name={name} label={label} description={description} min={range.min} max={range.max} />
              ))}
            </SimpleGrid>
          </Stack>
        </SectionCard>

        <SectionCard id="settings-trades" title="Trades">
          <TextInput
            label="Trade deadline"
            description="The last day captains may propose trades. Leave empty for no deadline."
            type="date"
            {...form.register('trade_deadline')}
            error={errors.trade_deadline?.message}
          />
        </SectionCard>

        <SectionCard id="settings-rules" title="Rules">
          <Textarea
            label="Rules text"
            description='Shown on the public League Rules page. Start a line with "# " for a heading, "## " for a sub-heading, "- " for a list item; leave a blank line between paragraphs.'
            autosize
            minRows={10}
            maxRows={30}
            {...form.register('rules_text')}
            error={errors.rules_text?.message}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {rulesLength} / {RULES_TEXT_MAX} characters
          </Text>
        </SectionCard>

        {update.error && !(isApiError(update.error) && update.error.issues.length > 0) ? (
          <FormAlert title="The settings were not saved">{update.error.message}</FormAlert>
        ) : null}
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
