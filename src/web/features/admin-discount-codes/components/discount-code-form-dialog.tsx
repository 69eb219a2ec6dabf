import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminDiscountCode } from '../../../../shared/api/discount-codes';
import { DISCOUNT_KINDS, DISCOUNT_KIND_LABELS } from '../../../../shared/discount-codes';
import { discountCodeFormSchema, type DiscountCodeFormValues, type DiscountCodeInput } from '../../../../shared/schemas/discount-codes';
import { dollarsToCents } from '../../../../shared/schemas/seasons';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError, isApiError } from '../../../lib/api-client';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { fromZonedInput, toZonedInput } from '../../../lib/zoned-time';
import { useSaveDiscountCode, useSeasonOptions } from '../api';
import { discountValueLabel } from '../labels';

const FORM_FIELDS = ['code', 'description', 'kind', 'percent_off', 'amount_off', 'season_id', 'valid_from', 'valid_until', 'max_uses'] as const;

/** The API's messages under the form's field names: the form takes dollars (amount_off) where the API takes cents. */
function inFormTerms(error: ApiError): ApiError {
  const issues = error.issues.map((issue) => (issue.path === 'amount_off_cents' ? { ...issue, path: 'amount_off' } : issue));
  return new ApiError({ status: error.status, code: error.code, message: error.message, issues });
}

const EMPTY: DiscountCodeFormValues = {
  code: '',
  description: '',
  kind: 'percent',
  percent_off: '',
  amount_off: '',
  season_id: '',
  valid_from: '',
  valid_until: '',
  max_uses: '',
};

function valuesOf(code: AdminDiscountCode, timeZone: string): DiscountCodeFormValues {
  return {
    code: code.code,
    description: code.description,
    kind: code.kind,
    percent_off: code.percent_off === null ? '' : String(code.percent_off),
    amount_off: code.amount_off_cents === null ? '' : (code.amount_off_cents / 100).toFixed(2),
    season_id: code.season_id ?? '',
    valid_from: toZonedInput(code.valid_from, timeZone),
    valid_until: toZonedInput(code.valid_until, timeZone),
    max_uses: code.max_uses === null ? '' : String(code.max_uses),
  };
}

function inputOf(values: DiscountCodeFormValues, timeZone: string): DiscountCodeInput {
  return {
    code: values.code,
    description: values.description,
    kind: values.kind,
    percent_off: values.kind === 'percent' ? Number(values.percent_off.trim()) : null,
    amount_off_cents: values.kind === 'amount' ? dollarsToCents(values.amount_off) : null,
    season_id: values.season_id || null,
    valid_from: fromZonedInput(values.valid_from, timeZone),
    valid_until: fromZonedInput(values.valid_until, timeZone),
    max_uses: values.max_uses.trim() === '' ? null : Number(values.max_uses.trim()),
  };
}

interface DiscountCodeFormDialogProps {
  opened: boolean;
  /** null: a new code */
  code: AdminDiscountCode | null;
  onClose: () => void;
}

/** A new code, or an edit. A used code keeps its kind and amount (the server says so too). */
export function DiscountCodeFormDialog({ opened, code, onClose }: DiscountCodeFormDialogProps) {
  const timeZone = useLeagueTimeZone();
  const seasons = useSeasonOptions();
  const save = useSaveDiscountCode();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<DiscountCodeFormValues>(() => discountCodeFormSchema), []);
  const form = useForm<DiscountCodeFormValues>({ resolver, defaultValues: EMPTY });
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(code ? valuesOf(code, timeZone) : EMPTY);
    setFormError(null);
  }, [opened, code, timeZone, reset]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: code?.id ?? null, body: inputOf(values, timeZone) });
      toast.success(code ? `${saved.code} saved.` : `${saved.code} created.`);
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFormError(applyServerErrors(inFormTerms(error), FORM_FIELDS, form.setError));
    }
  });

  const { errors } = form.formState;
  const kind = form.watch('kind');
  const valueLocked = (code?.uses ?? 0) > 0;
  const seasonChoices = [{ value: '', label: 'Any season' }, ...(seasons.data ?? []).map((s) => ({ value: s.id, label: s.name }))];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={code ? `Edit discount code ${code.code}` : 'New discount code'}
      centered
      closeButtonProps={{ 'aria-label': 'Cancel' }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {formError ? <FormAlert title="The discount code was not saved">{formError}</FormAlert> : null}
          <TextInput
            label="Code"
            description="Letters, digits, - and _; players may type it in any case"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            data-autofocus
            {...form.register('code')}
            error={errors.code?.message}
          />
          <TextInput label="Description" {...form.register('description')} error={errors.description?.message} />
          {code && valueLocked ? (
            // Not disabled inputs: a disabled field would leave the submitted values.
            <Text size="sm">{discountValueLabel(code)}. A used code keeps its kind and amount.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label="Type"
                data={DISCOUNT_KINDS.map((value) => ({ value, label: DISCOUNT_KIND_LABELS[value] }))}
                {...form.register('kind')}
                error={errors.kind?.message}
              />
              {kind === 'amount' ? (
                <TextInput label="Amount off ($)" inputMode="decimal" required {...form.register('amount_off')} error={errors.amount_off?.message} />
              ) : (
                <TextInput label="Percent off (%)" inputMode="numeric" required {...form.register('percent_off')} error={errors.percent_off?.message} />
              )}
            </SimpleGrid>
          )}
          <NativeSelect label="Season" data={seasonChoices} {...form.register('season_id')} error={errors.season_id?.message} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Valid from" type="datetime-local" {...form.register('valid_from')} error={errors.valid_from?.message} />
            <TextInput label="Valid until" type="datetime-local" {...form.register('valid_until')} error={errors.valid_until?.message} />
          </SimpleGrid>
          <TextInput
            label="Maximum uses"
            description="Empty for no limit"
            inputMode="numeric"
            {...form.register('max_uses')}
            error={errors.max_uses?.message}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {code ? 'Save code' : 'Create code'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
