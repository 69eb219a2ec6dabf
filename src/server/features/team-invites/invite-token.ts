import { createHash, randomBytes } from 'node:crypto';

/** 32 bytes from the system's CSPRNG (256 bits), base64url: the secret in /join-team/{token}. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored (decision 077): a leaked table opens no team. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
