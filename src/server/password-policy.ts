/**
 * Passwords people pick first. Shorter ones are already refused by the 12-character minimum,
 * so the list holds the common long ones; the rules below catch the common shapes.
 */
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '111111111111',
  '000000000000',
  '123123123123',
  '121212121212',
  '987654321098',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'qwertyuiopas',
  'qwertyuiop12',
  'qwertyuiop123',
  'qwerty123456',
  'qwertyqwerty',
  'asdfghjkl123',
  'asdfasdfasdf',
  'zxcvbnm12345',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'password1234!',
  'password123!',
  'p@ssword1234',
  'p@ssw0rd1234',
  'passw0rd1234',
  'iloveyou1234',
  'iloveyou12345',
  'letmein12345',
  'welcome12345',
  'welcome123456',
  'changeme1234',
  'administrator',
  'abc123456789',
  'abcdefghijkl',
  'abcd12345678',
  'football1234',
  'football12345',
  'soccer123456',
  'soccerball12',
  'soccerpassword',
  'footballfootball',
  'baseball1234',
  'basketball12',
  'superman1234',
  'princess1234',
  'sunshine1234',
  'trustno11234',
  'monkey123456',
  'dragon123456',
  'master123456',
  'starwars1234',
  'whatever1234',
  'computer1234',
  'michael12345',
  'jennifer1234',
  'liverpool123',
  'arsenal12345',
  'chelsea12345',
  'manchester12',
  'barcelona123',
  'realmadrid12',
  'correcthorsebatterystaple',
]);

/** Why a new password is refused, or null when it is acceptable. */
export function weakPasswordReason(password: string, context: { email?: string } = {}): string | null {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'This password is too common. Please choose another.';
  if (/^(.)\1+$/.test(password)) return 'This password is too easy to guess. Please choose another.';
  if (isRunOfSteps(lower)) return 'This password is too easy to guess. Please choose another.';
  const localPart = context.email?.split('@')[0]?.toLowerCase();
  if (localPart && localPart.length >= 4 && lower.includes(localPart) && lower.length - localPart.length < 6) {
    return 'This password is too close to your e-mail address. Please choose another.';
  }
  return null;
}

/** "123456789012", "abcdefghijkl", "987654321…": each character one step from the last. */
function isRunOfSteps(value: string): boolean {
  const codes = [...value].map((ch) => ch.charCodeAt(0));
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (Math.abs(step) !== 1) return false;
  return codes.every((code, i) => i === 0 || code - (codes[i - 1] ?? 0) === step || (code === 48 && codes[i - 1] === 57));
}
