import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** Digits, spaces, hyphens and parentheses, with an optional leading plus (spec §5). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

/** One canonical form for phone numbers: an optional leading plus, then digits only. */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

export const emailField = z.string().trim().email('Please enter a valid email address.');

export const phoneField = z
  .string()
  .trim()
  .min(10, 'Phone number must be at least 10 digits.')
  .regex(PHONE_PATTERN, 'Please enter a valid phone number.');

export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const signInInputSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required.'),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signUpInputSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required.'),
  last_name: z.string().trim().min(1, 'Last name is required.'),
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
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'The passwords do not match.',
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const phoneSignInInputSchema = z.object({ phone_number: phoneField });
export type PhoneSignInInput = z.infer<typeof phoneSignInInputSchema>;

export const phoneCodeInputSchema = z.object({
  code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from the text message.'),
});
export type PhoneCodeInput = z.infer<typeof phoneCodeInputSchema>;

/** The spec's link-phone-auth call: POST with body field phone_number. */
export const linkPhoneAuthInputSchema = z.object({ phone_number: phoneField });
export type LinkPhoneAuthInput = z.infer<typeof linkPhoneAuthInputSchema>;
