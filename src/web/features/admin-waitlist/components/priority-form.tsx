import { Button, Group, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { updateWaitlistPriorityInputSchema } from '../../../../shared/schemas/admin-waitlist';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast';
import { useUpdatePriority } from '../api';

interface PriorityValues {
  waitlist_priority: string;
}

const toInput = (values: PriorityValues) => ({ waitlist_priority: values.waitlist_priority.trim() === '' ? Number.NaN : Number(values.waitlist_priority) });

/** Change an entry's priority (1 comes first; ties go to whoever joined first). */
export function PriorityForm({ entryId, priority }: { entryId: string; priority: number }) {
  const update = useUpdatePriority();
  const resolver = useMemo(() => schemaResolver<PriorityValues>(() => updateWaitlistPriorityInputSchema, toInput), []);
  const form = useForm<PriorityValues>({ mode: 'onChange', resolver, defaultValues: { waitlist_priority: String(priority) } });
  const submit = form.handleSubmit((values) =>
    update.mutateAsync({ id: entryId, variables: toInput(values) }).then(
      (entry) => {
        form.reset({ waitlist_priority: String(entry?.waitlist_priority ?? values.waitlist_priority) });
        toast.success('Priority saved.');
      },
      () => undefined, // the global toast says why; the value stays as typed
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Priority"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          w={160}
          {...form.register('waitlist_priority')}
          error={form.formState.errors.waitlist_priority?.message}
        />
        <Button type="submit" variant="default" loading={update.isPending} disabled={!form.formState.isDirty}>
          Save priority
        </Button>
      </Group>
    </form>
  );
}
