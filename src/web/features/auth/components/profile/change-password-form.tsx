import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { changePasswordInputSchema } from '../../../../../shared/schemas/auth';
import { FormAlert } from '../../../../components/ui/form-alert';
import { toast } from '../../../../lib/toast';
import { useChangePassword } from '../../api';
import { authErrorMessage } from '../../error-messages';
import { PasswordField } from '../../../../components/ui/password-field';
import { NewPasswordFields } from '../new-password-fields';

const EMPTY = { current_password: '', password: '', confirm_password: '' };

/** Changing the password also signs out every other device (revokeOtherSessions). */
export function ChangePasswordForm() {
  const form = useForm({ resolver: zodResolver(changePasswordInputSchema), mode: 'onChange', defaultValues: EMPTY });
  const change = useChangePassword();
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        change.mutate(
          { currentPassword: values.current_password, newPassword: values.password },
          {
            onSuccess: () => {
              form.reset(EMPTY);
              toast.success('Your password is changed. Other devices were signed out.');
            },
          },
        ),
      )}
    >
      <Stack>
        {change.error ? <FormAlert>{authErrorMessage(change.error)}</FormAlert> : null}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...form.register('current_password')}
          error={errors.current_password?.message}
        />
        <NewPasswordFields
          password={form.register('password')}
          confirmation={form.register('confirm_password')}
          passwordError={errors.password?.message}
          confirmationError={errors.confirm_password?.message}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
