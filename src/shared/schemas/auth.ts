// zod/mini: schemas the browser loads are written with the tree-shakable API, which keeps the
// form pages inside their size budget (see docs/decisions/006-shared-schemas-zod-mini.md).
import { z } from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** Digits, spaces, hyphens and parentheses, with an optional leading plus (spec §5). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

/** One canonical form for phone numbers: an optional leading plus, then digits only. */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

export const emailField = z.string().check(z.trim(), z.email('Please enter a valid email address.'));

export const phoneField = z
  .string()
  .check(z.trim(), z.minLength(10, 'Phone number must be at least 10 digits.'), z.regex(PHONE_PATTERN, 'Please enter a valid phone number.'));

export const newPasswordField = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
  );

/** The confirmation field repeats the new password. */
const passwordsMatch = () =>
  z.refine<{ password: string; confirm_password: string }>((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'The passwords do not match.',
  });

const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const signInInputSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'Password is required.')),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signUpInputSchema = z.object({
  first_name: requiredText('First name is required.'),
  last_name: requiredText('Last name is required.'),
  email: emailField,
  password: newPasswordField,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const requestPasswordResetInputSchema = z.object({ email: emailField });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInputSchema>;

export const resetPasswordInputSchema = z
  .object({
    password: newPasswordField,
    confirm_password: z.string(),
  })
  .check(passwordsMatch());
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const phoneSignInInputSchema = z.object({ phone_number: phoneField });
export type PhoneSignInInput = z.infer<typeof phoneSignInInputSchema>;

export const phoneCodeInputSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from the text message.')),
});
export type PhoneCodeInput = z.infer<typeof phoneCodeInputSchema>;

/** The spec's link-phone-auth call: POST with body field phone_number. */
export const linkPhoneAuthInputSchema = z.object({ phone_number: phoneField });
export type LinkPhoneAuthInput = z.infer<typeof linkPhoneAuthInputSchema>;

/** Profile: change password (the reset rules plus the current password). */
export const changePasswordInputSchema = z
  .object({
    current_password: z.string().check(z.minLength(1, 'Current password is required.')),
    password: newPasswordField,
    confirm_password: z.string(),
  })
  .check(passwordsMatch());
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** Profile: the account's display name (sign-up joins first and last name into it). */
export const updateNameInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required.'), z.maxLength(100, 'Name must be at most 100 characters.')),
});
export type UpdateNameInput = z.infer<typeof updateNameInputSchema>;
