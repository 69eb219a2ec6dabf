import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { gameReportInputSchema, type GameReportInput } from '../../../../shared/schemas/game-events';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLoader } from '../../../components/layout/page-loader';
import { formatDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useGameReport, useSaveGameReport } from '../api';

const FIELDS = ['notes', 'incidents'] as const;

/** The referee's post-game report: notes and incidents, saved and saved again. */
export function ReportForm({ gameId }: { gameId: string }) {
  const report = useGameReport(gameId, true);
  const save = useSaveGameReport(gameId);
  const timeZone = useLeagueTimeZone();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<GameReportInput>({ resolver: zodResolver(gameReportInputSchema), defaultValues: { notes: '', incidents: '' } });
  const { reset } = form;
  const loaded = report.data;
  useEffect(() => {
    if (loaded) reset({ notes: loaded.notes, incidents: loaded.incidents });
  }, [loaded, reset]);

  if (report.isPending) return <PageLoader />;
  if (report.error) return <FormAlert title="The report could not be loaded">{report.error.message}</FormAlert>;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setFormError(null);
        save.mutate(values, {
          onSuccess: () => toast.success('The report is saved.'),
          onError: (error) => setFormError(applyServerErrors(error, FIELDS, form.setError)),
        });
      })}
    >
      <Stack gap="md">
        {formError ? <FormAlert title="Not saved">{formError}</FormAlert> : null}
        <Textarea size="md" label="Notes" autosize minRows={3} {...form.register('notes')} error={form.formState.errors.notes?.message} />
        <Textarea
          size="md"
          label="Incidents"
          description="Injuries, misconduct, anything the league should know."
          autosize
          minRows={3}
          {...form.register('incidents')}
          error={form.formState.errors.incidents?.message}
        />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {loaded?.updated_at
              ? `Saved ${formatDateTime(loaded.updated_at, { timeZone })}${loaded.submitted_by ? ` by ${loaded.submitted_by}` : ''}`
              : 'Not saved yet.'}
          </Text>
          <Button type="submit" size="md" loading={save.isPending}>
            Save report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
