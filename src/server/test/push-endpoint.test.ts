import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PushEndpoint, startPushEndpoint } from './push-endpoint';

// The local push endpoint is what the notification tests trust: it must refuse what a real
// push service or browser would refuse, or those tests prove nothing.

const keys = webpush.generateVAPIDKeys();
const vapid = { subject: 'mailto:league@example.test', publicKey: keys.publicKey, privateKey: keys.privateKey };
let push: PushEndpoint;
beforeAll(async () => {
  push = await startPushEndpoint({ vapidPublicKey: () => keys.publicKey });
});
afterAll(async () => {
  await push.close();
});

const send = (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }, options: webpush.RequestOptions = {}) =>
  webpush.sendNotification(subscription, JSON.stringify({ title: 'Hello' }), { vapidDetails: vapid, agent: push.agent, ...options }).then(
    (r) => r.statusCode,
    (e: { statusCode?: number }) => e.statusCode ?? -1,
  );

describe('the local push endpoint', () => {
  it('accepts a message signed with the app’s key and decrypts it with the subscription’s keys', async () => {
    const subscription = push.subscribe();
    expect(await send(subscription)).toBe(201);
    expect(push.received(subscription.endpoint).map((r) => r.payload)).toEqual([{ title: 'Hello' }]);
  });

  it('refuses a message signed with another key', async () => {
    const other = webpush.generateVAPIDKeys();
    const subscription = push.subscribe();
    expect(await send(subscription, { vapidDetails: { ...vapid, ...other } })).toBe(400);
    expect(push.rejected().at(-1)?.reason).toBe('signed with another key than the app publishes');
  });

  it('refuses a token whose signature does not match, or that names another audience', async () => {
    const subscription = push.subscribe();
    const good = webpush.getVapidHeaders(push.origin, vapid.subject, keys.publicKey, keys.privateKey, 'aes128gcm').Authorization;
    const tampered = good.replace(/t=([^.]+)\.([^.]+)\./, (_m, h: string, b: string) => {
      const claims = JSON.parse(Buffer.from(b, 'base64url').toString()) as Record<string, unknown>;
      return `t=${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'mailto:someone-else@example.test' })).toString('base64url')}.`;
    });
    expect(await send(subscription, { vapidDetails: undefined, headers: { Authorization: tampered } })).toBe(400);
    expect(push.rejected().at(-1)?.reason).toBe('bad JWT signature');
    const elsewhere = webpush.getVapidHeaders('https://push.example.test', vapid.subject, keys.publicKey, keys.privateKey, 'aes128gcm').Authorization;
    expect(await send(subscription, { vapidDetails: undefined, headers: { Authorization: elsewhere } })).toBe(400);
    expect(push.rejected().at(-1)?.reason).toContain("is not this endpoint's origin");
  });

  it('refuses a payload encrypted for another subscription’s keys', async () => {
    const subscription = push.subscribe();
    const stranger = push.subscribe();
    expect(await send({ endpoint: subscription.endpoint, keys: stranger.keys })).toBe(400);
    expect(push.received(subscription.endpoint)).toEqual([]);
  });

  it('answers 410 Gone for an expired subscription', async () => {
    const subscription = push.subscribe();
    push.expire(subscription.endpoint);
    expect(await send(subscription)).toBe(410);
  });
});
