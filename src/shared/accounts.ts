/**
 * Accounts created by phone sign-in carry a placeholder address on this reserved domain
 * (RFC 2606 `.invalid`: it can never receive mail). The spec calls them "no email".
 */
export const PHONE_ONLY_EMAIL_DOMAIN = 'phone.invalid';

export function isPhoneOnlyEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`);
}
