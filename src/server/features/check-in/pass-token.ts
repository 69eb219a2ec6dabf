import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { PASS_TOKEN_PREFIX, passLookupOf } from '../../../shared/check-in';

/**
 * The player pass's token (decision 083): "LP1.<lookup>.<signature>". The lookup is random (16
 * bytes) and stored in player_passes; the signature is an HMAC of it with a key derived from
 * AUTH_SECRET for this purpose only. The token never holds the player's id; a renewed or
 * revoked pass's lookup is gone, so its old tokens name no one.
 */
const PURPOSE = 'player-pass';
const SIGNATURE_BYTES = 16;

export interface PassSigner {
  /** A new random lookup. */
  newLookup(): string;
  /** The token of a lookup (the same every time: the profile shows it again, offline too). */
  token(lookup: string): string;
  /** The lookup of an intact token signed by us; undefined for anything else. */
  verify(token: string): string | undefined;
}

export function createPassSigner(secret: string): PassSigner {
  const key = Buffer.from(hkdfSync('sha256', secret, 'league-player-pass', PURPOSE, 32));
  const sign = (lookup: string) => createHmac('sha256', key).update(`${PASS_TOKEN_PREFIX}.${lookup}`).digest().subarray(0, SIGNATURE_BYTES);
  return {
    newLookup: () => randomBytes(16).toString('base64url'),
    token: (lookup) => `${PASS_TOKEN_PREFIX}.${lookup}.${sign(lookup).toString('base64url')}`,
    verify(token) {
      if (typeof token !== 'string' || token.length > 200) return undefined;
      const lookup = passLookupOf(token);
      const signature = token.trim().split('.')[2];
      if (!lookup || !signature) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(lookup);
      return given.length === expected.length && timingSafeEqual(given, expected) ? lookup : undefined;
    },
  };
}
