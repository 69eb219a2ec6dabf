import { randomBytes } from 'node:crypto';

/**
 * Letters with no repeats to compress: PostgreSQL compresses long values before indexing them,
 * so 'x'.repeat(3000) fits an index that 3,000 letters of a real name would overflow.
 */
export function incompressibleText(length: number): string {
  return Array.from(randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}
