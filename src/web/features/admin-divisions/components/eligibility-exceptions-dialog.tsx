import { Button, Group, Modal, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminDivision } from '../../../../shared/api/divisions';
import { createEligibilityExceptionInputSchema } from '../../../../shared/schemas/eligibility';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useEligibilityExceptions, useGrantEligibilityException, useRemoveEligibilityException, useSeasonChoices } from '../api';

interface ExceptionValues {
  season_id: string;
  email: string;
  reason: string;
}

const FIELDS = ['season_id', 'email', 'reason'] as const;

/**
 * A division's eligibility exceptions (decision 044): the people an admin let past its rules
 * for a season, with the reason; add one by e-mail, or remove one.
 */
export function EligibilityExceptionsDialog({ division, onClose }: { division: AdminDivision | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const opened = division !== null;
  const divisionId = division?.id ?? '';
  const list = useEligibilityExceptions(divisionId, opened);
  const seasons = useSeasonChoices(opened);
  const grant = useGrantEligibilityException(divisionId);
  const remove = useRemoveEligibilityException(divisionId);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<ExceptionValues>(() => createEligibilityExceptionInputSchema), []);
  const form = useForm<ExceptionValues>({ resolver, defaultValues: { season_id: '', email: '', reason: '' } });
  const { reset, setValue, getValues } = form;
  const firstSeason = seasons.data?.[0]?.id ?? '';
  useEffect(() => {
    if (opened) reset({ season_id: '', email: '', reason: '' });
  }, [opened, reset]);
  useEffect(() => {
    if (firstSeason && !getValues('season_id')) setValue('season_id', firstSeason);
  }, [firstSeason, getValues, setValue]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await grant.mutateAsync({ season_id: values.season_id, email: values.email.trim(), reason: values.reason.trim() });
      toast.success(`Exception added for ${values.email.trim().toLowerCase()}.`);
      reset({ season_id: values.season_id, email: '', reason: '' });
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      if (message) form.setError('root', { type: 'server', message });
    }
  });

  const { errors } = form.formState;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Eligibility exceptions: ${division?.name ?? ''}`}
      fullScreen={phone}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">An exception lets one person join this division for a season although its age or gender rule would refuse them.</Text>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="Add an eligibility exception">
          <Stack gap="sm">
            {errors.root?.message ? <FormAlert title="The exception was not added">{errors.root.message}</FormAlert> : null}
            <NativeSelect
              label="Season"
              required
              data={(seasons.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
              {...form.register('season_id')}
              error={errors.season_id?.message}
            />
            <TextInput label="E-mail address" type="email" autoComplete="off" required {...form.register('email')} error={errors.email?.message} />
            <Textarea label="Reason" required autosize minRows={2} {...form.register('reason')} error={errors.reason?.message} />
            <Group justify="flex-end">
              <Button type="submit" loading={grant.isPending}>
                Add exception
              </Button>
            </Group>
          </Stack>
        </form>
        <Title order={3} size="h5">
          Current exceptions
        </Title>
        {removeError ? <FormAlert title="The exception was not removed">{removeError}</FormAlert> : null}
        {list.isPending ? <Text size="sm">Loading…</Text> : null}
        {list.isError ? <FormAlert title="The exceptions could not be loaded">Please try again.</FormAlert> : null}
        {list.data?.length === 0 ? <Text size="sm">No exceptions.</Text> : null}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data?.map((exception) => {
            const who = exception.player_name ?? exception.email ?? 'A player';
            return (
              <Paper component="li" key={exception.id} withBorder p="sm" radius="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {who}
                      {exception.player_name && exception.email ? ` (${exception.email})` : ''}
                    </Text>
                    <Text size="sm">
                      {exception.season_name}: {exception.reason}
                    </Text>
                    <Text size="sm" c="dimmed">
                      By {exception.granted_by_name ?? 'a former admin'} on {formatDate(exception.granted_at)}
                    </Text>
                  </Stack>
                  <Button
                    variant="subtle"
                    color="red"
                    aria-label={`Remove the exception for ${who}`}
                    loading={remove.isPending && remove.variables === exception.id}
                    onClick={() => {
                      setRemoveError(null);
                      remove.mutate(exception.id, {
                        onSuccess: () => toast.success(`Exception for ${who} removed.`),
                        onError: (error) => setRemoveError(isApiError(error) ? error.message : 'Please try again.'),
                      });
                    }}
                  >
                    Remove
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </Stack>
    </Modal>
  );
}
