import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitlistInvitations } from '../../db/schema/index';
import { createLeague, createUser, createWaitlistEntry, type CreatedUser } from '../../test/factories';
import { notificationsOf } from '../../test/notifications-received';
import { uniqueEmail, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { remindExpiringInvitations } from './waitlist-invitations.service';

// Waitlist offers and offers about to expire through the notification service (issue 22,
// decision 074): the offer's mail, with its single-use link, goes once whatever else happens.

const t = withTestServer();
let server: TestServer;
let admin: CreatedUser;
beforeAll(async () => {
  server = t.server;
  admin = await createUser(server, { roles: ['admin'] });
});

const HOUR_MS = 60 * 60 * 1000;
const OFFER_SUBJECT = 'Riverside Football Club: a spot is open for you';
const EXPIRING_SUBJECT = 'Riverside Football Club: your spot expires soon';

/** Everything the address got by e-mail, once the notification service delivered all that was due by `now`. */
async function mailsTo(email: string, now = new Date(Date.now() + HOUR_MS)) {
  await server.notifications.deliver({ now });
  return (await server.outbox({ recipient: email.toLowerCase(), channel: 'email' })).map((m) => ({ subject: m.subject, body: m.body }));
}

async function entryFor(email: string): Promise<string> {
  const league = await createLeague(server.db);
  return createWaitlistEntry(server.db, { email: email.toLowerCase(), firstName: 'Wanda', seasonId: league.seasonId, divisionId: league.divisionId });
}

async function invite(entryId: string) {
  const response = await admin.client.api('POST /api/admin/waitlist/:entryId/invite', { params: { entryId } });
  expect(response.status).toBe(200);
  const [invitation] = await server.db.select().from(waitlistInvitations).where(eq(waitlistInvitations.entryId, entryId));
  if (!invitation) throw new Error('no invitation stored');
  return invitation;
}

describe('a waitlist offer', () => {
  it('mails an entry without an account its link exactly once', async () => {
    const email = uniqueEmail('no-account');
    await invite(await entryFor(email));
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([OFFER_SUBJECT]);
    expect(mails[0]?.body).toMatch(/\/register\?invitation=[A-Za-z0-9_-]{40,}/);
  });

  it("reaches an account with the entry's address in the app too, and still by one e-mail only: the one with the link", async () => {
    const user = await createUser(server);
    const entryId = await entryFor(user.email);
    const invitation = await invite(entryId);

    const [offer, ...more] = await notificationsOf(server, user.userId, 'waitlist_offer');
    expect(more).toHaveLength(0);
    expect(offer).toMatchObject({
      title: 'A spot is open for you',
      url: '/register',
      eventKey: `waitlist-offer:${entryId}:${invitation.expiresAt.toISOString()}`,
    });
    expect(offer?.body).toMatch(
      new RegExp(`^A roster spot has opened for .+\\. Register with the link we e-mailed to ${user.email.toLowerCase().replace(/[.+]/g, '\\$&')} before `),
    );
    // The link exists only in the mail: never in the notification centre.
    expect(JSON.stringify(offer)).not.toContain('invitation=');

    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([OFFER_SUBJECT]);
    expect(mails[0]?.body).toMatch(/\/register\?invitation=[A-Za-z0-9_-]{40,}/);
  });
});

describe('an offer about to expire', () => {
  it('tells an entry without an account once, by mail, in its last 12 hours', async () => {
    const email = uniqueEmail('expiring');
    const entryId = await entryFor(email);
    const invitation = await invite(entryId);
    const remind = (hoursBeforeExpiry: number) =>
      remindExpiringInvitations({ db: server.db, now: new Date(invitation.expiresAt.getTime() - hoursBeforeExpiry * HOUR_MS) });

    expect((await remind(13)).reminded).not.toContain(entryId);
    expect((await remind(11)).reminded).toContain(entryId);
    expect((await remind(5)).reminded).not.toContain(entryId);
    expect((await remind(0.1)).reminded).not.toContain(entryId);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([EXPIRING_SUBJECT, OFFER_SUBJECT]);
    expect(mails[0]?.body).toContain('Hi Wanda,');
    expect(mails[0]?.body).toMatch(/is still yours until \w+day, /);
    expect(mails[0]?.body).toContain(`register with the link in the e-mail we sent you on`);
    expect(mails[0]?.body).not.toContain('invitation=');
  });

  it("tells an account with the entry's address through the service: the centre and its e-mail", async () => {
    const user = await createUser(server);
    const entryId = await entryFor(user.email);
    const invitation = await invite(entryId);
    const now = new Date(invitation.expiresAt.getTime() - 6 * HOUR_MS);
    expect((await remindExpiringInvitations({ db: server.db, now })).reminded).toContain(entryId);
    expect((await remindExpiringInvitations({ db: server.db, now })).reminded).not.toContain(entryId);
    const [told, ...more] = await notificationsOf(server, user.userId, 'waitlist_offer_expiring');
    expect(more).toHaveLength(0);
    expect(told).toMatchObject({ title: 'Your spot expires soon', url: '/register', emailSubject: EXPIRING_SUBJECT });
    const mails = await mailsTo(user.email, now);
    expect(mails.map((m) => m.subject)).toEqual([EXPIRING_SUBJECT, OFFER_SUBJECT]);
    expect(mails[0]?.body).toContain('You get this e-mail for "Waitlist offer about to expire".');
  });

  it('says nothing of an invitation claimed, declined, or past its time', async () => {
    const [claimed, declined] = [await entryFor(uniqueEmail('claimed')), await entryFor(uniqueEmail('declined'))];
    const invitation = await invite(claimed);
    await invite(declined);
    await server.db.update(waitlistInvitations).set({ claimedAt: new Date() }).where(eq(waitlistInvitations.entryId, claimed));
    expect((await admin.client.api('POST /api/admin/waitlist/:entryId/decline', { params: { entryId: declined } })).status).toBe(200);
    const { reminded } = await remindExpiringInvitations({ db: server.db, now: new Date(invitation.expiresAt.getTime() - HOUR_MS) });
    expect(reminded).not.toContain(claimed);
    expect(reminded).not.toContain(declined);
    const late = await entryFor(uniqueEmail('late'));
    const lateInvitation = await invite(late);
    expect((await remindExpiringInvitations({ db: server.db, now: new Date(lateInvitation.expiresAt.getTime() + 60_000) })).reminded).not.toContain(late);
  });
});
