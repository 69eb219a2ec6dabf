/**
 * Accounts created by phone sign-in carry a placeholder address on this reserved domain
 * (RFC 2606 `.invalid`: it can never receive mail). The spec calls them "no email".
 */
export const PHONE_ONLY_EMAIL_DOMAIN = 'phone.invalid';

export function isPhoneOnlyEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`);
}

/**
 * A phone sign-in's right code for a number no account uses (decision 049): nothing is created.
 * Only whoever received the code learns this, so it tells no one else who has an account.
 */
export const NO_ACCOUNT_FOR_PHONE_MESSAGE = 'No account uses this number.';
