import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { isNotificationKind, type NotificationKind } from '../../../shared/notifications';

/**
 * One-click unsubscribe links (decision 072): the token names one person, one kind and the
 * e-mail channel, and nothing else; it is signed with a key derived from AUTH_SECRET for this
 * purpose only (a session or reset token can never pass for one, nor the reverse). Its nonce
 * makes it single-use (notification_unsubscribe_uses).
 */
const PURPOSE = 'notification-email-unsubscribe';
const VERSION = 'u1';

export interface UnsubscribeClaim {
  userId: string;
  kind: NotificationKind;
  nonce: string;
}

export interface UnsubscribeSigner {
  sign(claim: { userId: string; kind: NotificationKind }): string;
  /** The claim when the token is intact and ours; undefined for anything else. */
  verify(token: string): UnsubscribeClaim | undefined;
}

export function createUnsubscribeSigner(secret: string): UnsubscribeSigner {
  const key = Buffer.from(hkdfSync('sha256', secret, 'league-notifications', PURPOSE, 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign({ userId, kind }) {
      const nonce = randomBytes(12).toString('base64url');
      const payload = Buffer.from(JSON.stringify({ v: VERSION, p: 'email', u: userId, k: kind, n: nonce })).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token) {
      if (typeof token !== 'string' || token.length > 1000) return undefined;
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
        if (claim.v !== VERSION || claim.p !== 'email' || typeof claim.u !== 'string' || typeof claim.n !== 'string') return undefined;
        if (!isNotificationKind(claim.k)) return undefined;
        return { userId: claim.u, kind: claim.k, nonce: claim.n };
      } catch {
        return undefined;
      }
    },
  };
}
