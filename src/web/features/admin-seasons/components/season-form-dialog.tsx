import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createSeasonInputSchema } from '../../../../shared/schemas/seasons';
import { SEASON_STATUSES, SEASON_STATUS_LABELS, type SeasonStatus } from '../../../../shared/seasons';
import type { AdminSeason } from '../../../../shared/api/seasons';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useCreateSeason, useUpdateSeason } from '../api';

interface SeasonValues {
  name: string;
  start_date: string;
  end_date: string;
  status: SeasonStatus;
}

const FIELDS = ['name', 'start_date', 'end_date', 'status'] as const;

const EMPTY: SeasonValues = { name: '', start_date: '', end_date: '', status: 'upcoming' };

/** Create a season (season: null) or edit one's name and dates; the status changes on its card. */
export function SeasonFormDialog({ opened, season, onClose }: { opened: boolean; season: AdminSeason | null; onClose: () => void }) {
  const create = useCreateSeason();
  const update = useUpdateSeason();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<SeasonValues>(() => createSeasonInputSchema), []);
  const form = useForm<SeasonValues>({ resolver, defaultValues: EMPTY });
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(season ? { name: season.name, start_date: season.start_date, end_date: season.end_date, status: season.status } : EMPTY);
    setFormError(null);
  }, [opened, season, reset]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = { name: values.name.trim(), start_date: values.start_date, end_date: values.end_date };
    try {
      if (season) await update.mutateAsync({ id: season.id, body });
      else await create.mutateAsync({ ...body, status: values.status });
      toast.success(season ? 'Season saved.' : 'Season created.');
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Each field's message under its field; the values stay as typed.
      setFormError(applyServerErrors(error, FIELDS, form.setError));
    }
  });

  const { errors } = form.formState;
  return (
    <Modal opened={opened} onClose={onClose} title={season ? 'Edit season' : 'New season'} centered closeButtonProps={{ 'aria-label': 'Cancel' }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {formError ? <FormAlert title="The season was not saved">{formError}</FormAlert> : null}
          <TextInput label="Season name" required data-autofocus {...form.register('name')} error={errors.name?.message} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Start date" type="date" required {...form.register('start_date')} error={errors.start_date?.message} />
            <TextInput label="End date" type="date" required {...form.register('end_date')} error={errors.end_date?.message} />
          </SimpleGrid>
          {season ? null : (
            <NativeSelect
              label="Status"
              data={SEASON_STATUSES.map((value) => ({ value, label: SEASON_STATUS_LABELS[value] }))}
              {...form.register('status')}
              error={errors.status?.message}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {season ? 'Save season' : 'Create season'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
