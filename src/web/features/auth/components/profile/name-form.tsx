import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { updateNameInputSchema } from '../../../../../shared/schemas/auth';
import { toast } from '../../../../lib/toast';
import { useUpdateName } from '../../api';

export function NameForm({ name }: { name: string }) {
  const form = useForm({ resolver: zodResolver(updateNameInputSchema), mode: 'onChange', defaultValues: { name } });
  const update = useUpdateName();

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        update.mutate(values.name, {
          onSuccess: () => {
            form.reset({ name: values.name });
            toast.success('Your name is saved.');
          },
        }),
      )}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput label="Name" autoComplete="name" style={{ flex: '1 1 14rem' }} {...form.register('name')} error={form.formState.errors.name?.message} />
        <Button type="submit" mt={25} loading={update.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}
