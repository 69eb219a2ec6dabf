import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { requestPasswordResetInputSchema } from '../../../../shared/schemas/auth';
import { FormAlert } from '../../../components/ui/form-alert';
import { useRequestPasswordReset } from '../api';
import { authErrorMessage } from '../error-messages';

/**
 * Asks for a reset link. The confirmation reads the same whether or not an account exists,
 * so the form cannot be used to find out who plays in the league.
 */
export function RequestResetForm() {
  const form = useForm({
    resolver: zodResolver(requestPasswordResetInputSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <FormAlert kind="success" title="Check your email">
        If an account uses {request.variables}, we have sent it a link to choose a new password. The link works for one hour.
      </FormAlert>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values.email))}>
      <Stack>
        {request.error ? <FormAlert>{authErrorMessage(request.error)}</FormAlert> : null}
        <TextInput label="Email" type="email" autoComplete="email" {...form.register('email')} error={form.formState.errors.email?.message} />
        <Button type="submit" loading={request.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
