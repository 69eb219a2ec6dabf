import type { Ref } from 'react';
import { Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RegistrationPeriodOption } from '../../../../../shared/api/registrations';
import { REGISTRATION_MESSAGES } from '../../../../../shared/registrations-api';
import { RadioChoiceGroup } from '../../../../components/ui/choice-group';
import { EmptyState } from '../../../../components/ui/empty-state';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useLeagueTimeZone } from '../../../../lib/league-time-zone';
import type { RegistrationFormValues } from '../../form-values';
import { periodAvailability, periodTitle, placesLabel } from '../../periods';

/** Step 3: the open periods as radio cards (season · division, fee, places left, closing date). */
export function PeriodStep({ periods }: { periods: readonly RegistrationPeriodOption[] }) {
  const { control } = useFormContext<RegistrationFormValues>();
  const chosen = useWatch({ control, name: 'period_id' });
  if (periods.length === 0) return <EmptyState>No season has a division open for registration right now.</EmptyState>;
  return (
    <RadioChoiceGroup
      name="period_id"
      label="Choose a season and division"
      required
      options={periods}
      wrap={(choices) => (
        <Stack gap="sm" mt="xs">
          {choices}
        </Stack>
      )}
      renderOption={(period, props) => (
        <PeriodCard key={period.period_id} period={period} checked={chosen === period.period_id} inputRef={props.ref} onBlur={props.onBlur} />
      )}
    />
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
