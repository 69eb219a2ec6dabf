import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { GENDER_RULE_LABELS, GENDER_RULES, isGenderRule, LEAGUE_MINIMUM_AGE } from '../../../../shared/eligibility';
import { divisionInputSchema, type DivisionInput } from '../../../../shared/schemas/divisions';
import type { AdminDivision } from '../../../../shared/api/divisions';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useSaveDivision } from '../api';

interface DivisionValues {
  name: string;
  description: string;
  /** Number inputs hold text; empty is "none" (decision 044). */
  min_age: string;
  gender_rule: string;
  coed_min_men: string;
  coed_min_women: string;
}

const EMPTY: DivisionValues = { name: '', description: '', min_age: '', gender_rule: 'open', coed_min_men: '', coed_min_women: '' };
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function toBody(values: DivisionValues): DivisionInput {
  const coed = values.gender_rule === 'coed';
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    min_age: numberOrNull(values.min_age),
    // The select offers only the rules; anything else is left out (the stored rule stays).
    gender_rule: isGenderRule(values.gender_rule) ? values.gender_rule : undefined,
    coed_min_men: coed ? numberOrNull(values.coed_min_men) : null,
    coed_min_women: coed ? numberOrNull(values.coed_min_women) : null,
  };
}

const valuesOf = (division: AdminDivision): DivisionValues => ({
  name: division.name,
  description: division.description,
  min_age: division.min_age === null ? '' : String(division.min_age),
  gender_rule: division.gender_rule,
  coed_min_men: division.coed_min_men === null ? '' : String(division.coed_min_men),
  coed_min_women: division.coed_min_women === null ? '' : String(division.coed_min_women),
});

const FIELDS = ['name', 'description', 'min_age', 'gender_rule', 'coed_min_men', 'coed_min_women'] as const;

/** Create a division (division: null) or edit one's name and description. */
export function DivisionFormDialog({ opened, division, onClose }: { opened: boolean; division: AdminDivision | null; onClose: () => void }) {
  const save = useSaveDivision();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<DivisionValues>(() => divisionInputSchema, toBody), []);
  const form = useForm<DivisionValues>({ resolver, defaultValues: EMPTY });
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(division ? valuesOf(division) : EMPTY);
    setFormError(null);
  }, [opened, division, reset]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: division?.id ?? null, body: toBody(values) });
      toast.success(division ? 'Division saved.' : 'Division created.');
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFormError(applyServerErrors(error, [...FIELDS], form.setError));
    }
  });

  const { errors } = form.formState;
  const coed = form.watch('gender_rule') === 'coed';
  return (
    <Modal opened={opened} onClose={onClose} title={division ? 'Edit division' : 'New division'} centered closeButtonProps={{ 'aria-label': 'Cancel' }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {formError ? <FormAlert title="The division was not saved">{formError}</FormAlert> : null}
          <TextInput label="Division name" required data-autofocus {...form.register('name')} error={errors.name?.message} />
          <Textarea label="Description" autosize minRows={2} {...form.register('description')} error={errors.description?.message} />
          <Text fw={600} size="sm">
            Eligibility
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Minimum age on the season's first day"
              description={`Empty: the league's minimum (${LEAGUE_MINIMUM_AGE})`}
              inputMode="numeric"
              {...form.register('min_age')}
              error={errors.min_age?.message}
            />
            <NativeSelect
              label="Who may play"
              data={GENDER_RULES.map((rule) => ({ value: rule, label: GENDER_RULE_LABELS[rule] }))}
              {...form.register('gender_rule')}
              error={errors.gender_rule?.message}
            />
          </SimpleGrid>
          {coed ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="At least this many women on a roster"
                description="Shown on the team page, not enforced"
                inputMode="numeric"
                {...form.register('coed_min_women')}
                error={errors.coed_min_women?.message}
              />
              <TextInput
                label="At least this many men on a roster"
                description="Shown on the team page, not enforced"
                inputMode="numeric"
                {...form.register('coed_min_men')}
                error={errors.coed_min_men?.message}
              />
            </SimpleGrid>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {division ? 'Save division' : 'Create division'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
