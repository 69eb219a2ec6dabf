import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { divisionInputSchema } from '../../../../shared/schemas/divisions';
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
}

/** Create a division (division: null) or edit one's name and description. */
export function DivisionFormDialog({ opened, division, onClose }: { opened: boolean; division: AdminDivision | null; onClose: () => void }) {
  const save = useSaveDivision();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<DivisionValues>(() => divisionInputSchema), []);
  const form = useForm<DivisionValues>({ resolver, defaultValues: { name: '', description: '' } });
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(division ? { name: division.name, description: division.description } : { name: '', description: '' });
    setFormError(null);
  }, [opened, division, reset]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: division?.id ?? null, body: { name: values.name.trim(), description: values.description.trim() } });
      toast.success(division ? 'Division saved.' : 'Division created.');
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFormError(applyServerErrors(error, ['name', 'description'], form.setError));
    }
  });

  const { errors } = form.formState;
  return (
    <Modal opened={opened} onClose={onClose} title={division ? 'Edit division' : 'New division'} centered closeButtonProps={{ 'aria-label': 'Cancel' }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {formError ? <FormAlert title="The division was not saved">{formError}</FormAlert> : null}
          <TextInput label="Division name" required data-autofocus {...form.register('name')} error={errors.name?.message} />
          <Textarea label="Description" autosize minRows={2} {...form.register('description')} error={errors.description?.message} />
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
