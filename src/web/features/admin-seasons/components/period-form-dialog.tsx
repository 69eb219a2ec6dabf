import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { dollarsToCents, registrationPeriodFormSchema, type RegistrationPeriodFormValues } from '../../../../shared/schemas/seasons';
import { PERIOD_STATUSES, PERIOD_STATUS_LABELS } from '../../../../shared/seasons';
import type { AdminRegistrationPeriod, AdminSeason } from '../../../../shared/api/seasons';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast';
import { useDivisionOptions, useSavePeriod } from '../api';
import { fromZonedInput, toZonedInput } from '../../../lib/zoned-time';

type FieldName = keyof RegistrationPeriodFormValues;
/** The API's field names where the form's differ (the form takes dollars). */
const FORM_FIELD: Record<string, FieldName> = {
  division_id: 'division_id',
  status: 'status',
  opens_at: 'opens_at',
  closes_at: 'closes_at',
  capacity: 'capacity',
  fee_cents: 'fee',
};

const EMPTY: RegistrationPeriodFormValues = { division_id: '', status: 'UPCOMING', opens_at: '', closes_at: '', capacity: '', fee: '0' };

function valuesOf(period: AdminRegistrationPeriod, timeZone: string): RegistrationPeriodFormValues {
  return {
    division_id: period.division_id,
    status: period.status,
    opens_at: toZonedInput(period.opens_at, timeZone),
    closes_at: toZonedInput(period.closes_at, timeZone),
    capacity: period.capacity === null ? '' : String(period.capacity),
    fee: (period.fee_cents / 100).toFixed(2),
  };
}

interface PeriodFormDialogProps {
  opened: boolean;
  season: AdminSeason;
  /** null: a new period */
  period: AdminRegistrationPeriod | null;
  onClose: () => void;
}

/** A season's registration period for one division: status, when it opens and closes, capacity and fee. */
export function PeriodFormDialog({ opened, season, period, onClose }: PeriodFormDialogProps) {
  const timeZone = useLeagueTimeZone();
  const divisions = useDivisionOptions();
  const save = useSavePeriod();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<RegistrationPeriodFormValues>(() => registrationPeriodFormSchema), []);
  const form = useForm<RegistrationPeriodFormValues>({ resolver, defaultValues: EMPTY });
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(period ? valuesOf(period, timeZone) : EMPTY);
    setFormError(null);
  }, [opened, period, timeZone, reset]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = {
      division_id: values.division_id,
      status: values.status,
      opens_at: fromZonedInput(values.opens_at, timeZone),
      closes_at: fromZonedInput(values.closes_at, timeZone),
      capacity: values.capacity.trim() === '' ? null : Number(values.capacity),
      fee_cents: dollarsToCents(values.fee),
    };
    try {
      await save.mutateAsync({ seasonId: season.id, periodId: period?.id ?? null, body });
      toast.success(period ? 'Registration period saved.' : 'Registration period created.');
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      let placed = false;
      for (const issue of error.issues) {
        const field = FORM_FIELD[issue.path];
        if (field) {
          form.setError(field, { message: issue.message });
          placed = true;
        }
      }
      if (!placed) setFormError(error.message);
    }
  });

  const { errors } = form.formState;
  const divisionChoices = [{ value: '', label: 'Choose a division' }, ...(divisions.data ?? []).map((d) => ({ value: d.id, label: d.name }))];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${period ? 'Edit' : 'New'} registration period · ${season.name}`}
      centered
      closeButtonProps={{ 'aria-label': 'Cancel' }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {formError ? <FormAlert title="The registration period was not saved">{formError}</FormAlert> : null}
          {divisions.data?.length === 0 ? <FormAlert title="No divisions yet">Create a division on the Divisions page first.</FormAlert> : null}
          <NativeSelect label="Division" required data={divisionChoices} data-autofocus {...form.register('division_id')} error={errors.division_id?.message} />
          <NativeSelect
            label="Registration status"
            data={PERIOD_STATUSES.map((value) => ({ value, label: PERIOD_STATUS_LABELS[value] }))}
            {...form.register('status')}
            error={errors.status?.message}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Opens at" type="datetime-local" {...form.register('opens_at')} error={errors.opens_at?.message} />
            <TextInput label="Closes at" type="datetime-local" {...form.register('closes_at')} error={errors.closes_at?.message} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Capacity" description="Empty for no limit" inputMode="numeric" {...form.register('capacity')} error={errors.capacity?.message} />
            <TextInput label="Fee ($)" inputMode="decimal" required {...form.register('fee')} error={errors.fee?.message} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {period ? 'Save period' : 'Create period'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
