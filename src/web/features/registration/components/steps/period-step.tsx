import { useId, type Ref } from 'react';
import { Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RegistrationPeriodOption } from '../../../../../shared/api/registrations';
import { REGISTRATION_MESSAGES } from '../../../../../shared/registrations';
import { RadioChoiceGroup } from '../../../../components/ui/choice-group';
import { EmptyState } from '../../../../components/ui/empty-state';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useLeagueTimeZone } from '../../../../lib/league-time-zone';
import type { RegistrationFormValues } from '../../form-values';
import { periodAvailability, periodChoices, periodTitle, placesLabel, type ClosedPeriod } from '../../periods';

/**
 * Step 3: the open periods as radio cards (season · division, fee, places left, closing date).
 * Only the divisions the details step's date of birth and gender allow are choices; the others
 * are listed below with the rule that keeps the person out (issue 20 item 7, decision 061).
 */
export function PeriodStep({ periods }: { periods: readonly RegistrationPeriodOption[] }) {
  const { control } = useFormContext<RegistrationFormValues>();
  const [chosen, dateOfBirth, gender] = useWatch({ control, name: ['period_id', 'date_of_birth', 'gender'] });
  if (periods.length === 0) return <EmptyState>No season has a division open for registration right now.</EmptyState>;
  const { offered, closed } = periodChoices(periods, { date_of_birth: dateOfBirth, gender });
  // Focus on an error lands on a card that can take it (a full one is disabled).
  const focusIndex = Math.max(
    0,
    offered.findIndex((period) => periodAvailability(period) === 'available'),
  );
  return (
    <Stack gap="lg">
      {offered.length === 0 ? (
        <EmptyState>None of the divisions open for registration right now is open to you: the reasons are below.</EmptyState>
      ) : (
        <RadioChoiceGroup
          name="period_id"
          label="Choose a season and division"
          description={closed.length > 0 ? 'Only the divisions open to you by your date of birth and gender; the others are listed below.' : undefined}
          required
          errorAbove
          focusIndex={focusIndex}
          options={offered}
          wrap={(choices) => (
            <Stack gap="sm" mt="xs">
              {choices}
            </Stack>
          )}
          renderOption={(period, props) => (
            <PeriodCard key={period.period_id} period={period} checked={chosen === period.period_id} inputRef={props.ref} onBlur={props.onBlur} />
          )}
        />
      )}
      {closed.length > 0 ? <ClosedPeriods closed={closed} /> : null}
    </Stack>
  );
}

/** The divisions the person may not join, each with the rule, in the server's words. */
function ClosedPeriods({ closed }: { closed: readonly ClosedPeriod[] }) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Title order={3} size="h5" id={titleId}>
        Not open to you
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {closed.map(({ period, reason }) => (
          <li key={period.period_id}>
            <Text fw={600}>{periodTitle(period)}</Text>
            <Text size="sm">{reason}</Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

interface PeriodCardProps {
  period: RegistrationPeriodOption;
  checked: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur: () => void;
}

function PeriodCard({ period, checked, inputRef, onBlur }: PeriodCardProps) {
  const timeZone = useLeagueTimeZone();
  const availability = periodAvailability(period);
  const places = placesLabel(period.remaining);
  const facts = [
    formatMoney(period.fee_cents),
    availability === 'full' ? 'Full' : places,
    period.closes_at ? `Closes ${formatDateTime(period.closes_at, { timeZone })}` : null,
    period.status === 'UPCOMING' ? 'Before public registration opens' : null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      // The chosen card stands out by its border, not by colour alone: it is also thicker.
      style={checked ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Radio
        value={period.period_id}
        ref={inputRef}
        onBlur={onBlur}
        disabled={availability !== 'available'}
        label={
          <Text component="span" fw={600}>
            {periodTitle(period)}
          </Text>
        }
        description={
          <Stack gap={2} component="span">
            <Group gap="xs" component="span">
              {facts.join(' · ')}
            </Group>
            {period.division_description ? <span>{period.division_description}</span> : null}
            {availability === 'registered' ? <span>{REGISTRATION_MESSAGES.alreadyRegistered}</span> : null}
          </Stack>
        }
      />
    </Paper>
  );
}
