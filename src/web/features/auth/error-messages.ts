import { isApiError } from '../../lib/api-client';

/**
 * Better Auth's terse messages, said the way a player would understand them. Messages not
 * listed (e.g. "Invalid email or password", rate limits) are already clear and shown as sent.
 */
const FRIENDLY_MESSAGES: Record<string, string> = {
  'Invalid token': 'This reset link has expired or has already been used. Please ask for a new one.',
  'Invalid OTP': 'That code is not right. Check the text message and try again.',
  'OTP expired': 'That code has expired. Please send a new code.',
  'Too many attempts': 'Too many wrong codes. Please send a new code.',
  'User already exists.': 'An account with this email already exists. Sign in, or reset your password if you forgot it.',
  'User already exists. Use another email.': 'An account with this email already exists. Sign in, or reset your password if you forgot it.',
  'Invalid password': 'Your current password is not right.',
  'Phone number already exists': 'This phone number already belongs to another account.',
  'Invalid phone number': 'Please enter a valid phone number.',
};

export function authErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  if (error.code === 'NETWORK' || error.code === 'TIMEOUT') return `${error.message} Please check your connection and try again.`;
  return FRIENDLY_MESSAGES[error.message] ?? error.message;
}
