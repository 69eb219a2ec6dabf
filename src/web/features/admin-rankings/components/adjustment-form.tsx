import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminRankings } from '../../../../shared/api/rankings';
import { createStandingsAdjustmentSchema } from '../../../../shared/schemas/rankings';
import { formatGoalDifference } from '../../../../shared/standings';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { adjustmentRequest, EMPTY_ADJUSTMENT, teamChoices, type AdjustmentValues } from '../adjustment-values';
import { useCreateAdjustment } from '../api';

const SERVER_FIELDS = ['team_id', 'points', 'reason'] as const;

/**
 * Adds or takes points from a team, with the reason (audited). Bad values get their message
 * under the field (the server's 422 too) and the form keeps what was typed.
 */
export function AdjustmentForm({ divisions }: { divisions: AdminRankings['divisions'] }) {
  const create = useCreateAdjustment();
  const [formError, setFormError] = useState<string | null>(null);
  // The same schema and messages as the server's; the server still has the last word (422 under the field).
  const resolver = useMemo(() => schemaResolver<AdjustmentValues>(() => createStandingsAdjustmentSchema, adjustmentRequest), []);
  const form = useForm<AdjustmentValues>({ defaultValues: EMPTY_ADJUSTMENT, resolver });
  const { errors } = form.formState;
  const choices = [{ value: '', label: 'Choose a team' }, ...teamChoices(divisions)];
  const teamName = (teamId: string) => divisions.flatMap((d) => d.live.rows).find((row) => row.team_id === teamId)?.team_name ?? 'The team';

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const request = adjustmentRequest(values);
    try {
      await create.mutateAsync(request);
      toast.success(`${teamName(request.team_id)}: ${formatGoalDifference(request.points)} points recorded.`);
      form.reset(EMPTY_ADJUSTMENT);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFormError(applyServerErrors(error, SERVER_FIELDS, form.setError));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="adjustment-form-heading">
      <Stack gap="sm">
        {formError ? <FormAlert title="The adjustment was not saved">{formError}</FormAlert> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect label="Team" required data={choices} {...form.register('team_id')} error={errors.team_id?.message} />
          <TextInput
            label="Points"
            description="Positive adds points, negative takes them away (−100 to 100)"
            required
            type="number"
            step={1}
            {...form.register('points')}
            error={errors.points?.message}
          />
        </SimpleGrid>
        <Textarea
          label="Reason"
          description="Shown to admins with the adjustment"
          required
          autosize
          minRows={2}
          {...form.register('reason')}
          error={errors.reason?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Apply adjustment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
