import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { SuspensionItem } from '../../../../shared/api/discipline';
import {
  SUSPENSION_ADJUSTMENT_GAMES_MAX,
  SUSPENSION_REASON_MAX,
  suspensionAdjustmentFormSchema,
  type SuspensionAdjustmentFormInput,
} from '../../../../shared/schemas/discipline';
import { FormAlert } from '../../../components/ui/form-alert';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useAdjustSuspension } from '../api';
import { adjustedMessage, gamesText, progressText } from '../suspension-text';

const FIELDS = ['games', 'reason'] as const;

/**
 * Sets a suspension's length with the reason (0 lifts it). The server's field messages show
 * under the fields; anything else (the suspension gone since the page loaded) above the buttons.
 */
export function AdjustSuspensionDialog({ seasonId, suspension, onClose }: { seasonId: string; suspension: SuspensionItem; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const adjust = useAdjustSuspension();
  const resolver = useMemo(() => schemaResolver<SuspensionAdjustmentFormInput>(() => suspensionAdjustmentFormSchema), []);
  const form = useForm<SuspensionAdjustmentFormInput>({
    resolver,
    defaultValues: { games: suspension.games, reason: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await adjust.mutateAsync({ season_id: seasonId, player_id: suspension.player.id, suspension_key: suspension.key, ...values });
      toast.success(adjustedMessage(saved));
      onClose();
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, form.setError);
      if (message) form.setError('root', { type: 'server', message });
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Adjust ${suspension.player.name}'s suspension`}
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': 'Cancel' }}
    >
      <form noValidate onSubmit={submit} aria-label="Adjust suspension">
        <Stack gap="md">
          <Text size="sm">
            {suspension.reason_label} for {suspension.team.name} against {suspension.origin_game.opponent_name}. The rules give{' '}
            {gamesText(suspension.rule_games)}; {progressText(suspension).toLowerCase()}.
          </Text>
          <Controller
            control={form.control}
            name="games"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Games"
                description="The suspension's whole length, including games already served. 0 lifts it."
                min={0}
                max={SUSPENSION_ADJUSTMENT_GAMES_MAX}
                allowDecimal={false}
                allowNegative={false}
                required
                data-autofocus
                ref={field.ref}
                name={field.name}
                value={Number.isNaN(field.value) ? '' : field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Textarea
            label="Reason"
            description="Kept with the suspension and in the audit log."
            required
            autosize
            minRows={2}
            maxLength={SUSPENSION_REASON_MAX}
            {...form.register('reason')}
            error={errors.reason?.message}
          />
          {errors.root?.message ? <FormAlert title="The suspension was not adjusted">{errors.root.message}</FormAlert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={adjust.isPending}>
              Save adjustment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
