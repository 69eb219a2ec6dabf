import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/schemas/auth';
import { PasswordField } from '../../../components/ui/password-field';

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn<'password'>;
  confirmation: UseFormRegisterReturn<'confirm_password'>;
  passwordError?: string;
  confirmationError?: string;
}

/**
 * A new password typed twice (reset and change forms). The rule that both match is the
 * shared schema's (passwordsMatch in src/shared/schemas/auth.ts).
 */
export function NewPasswordFields({ password, confirmation, passwordError, confirmationError }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...password}
        error={passwordError}
      />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...confirmation} error={confirmationError} />
    </>
  );
}
