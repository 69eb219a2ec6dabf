import { isPhoneOnlyEmail } from '../../shared/accounts';
import type { AuthUser } from '../../shared/api/auth';

export function hasRealEmail(email: string): boolean {
  return !isPhoneOnlyEmail(email);
}

/** What the account menu shows: the e-mail, or for phone-only accounts the phone number. */
export function displayIdentity(user: Pick<AuthUser, 'email' | 'phoneNumber'>): string {
  if (hasRealEmail(user.email)) return user.email;
  return user.phoneNumber || 'Phone account';
}

/** Up to two initials for the avatar ('' when the name has none, e.g. a phone number). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .map((part) => part.charAt(0).toUpperCase());
  return letters.slice(0, 2).join('');
}
