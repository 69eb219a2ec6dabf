import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../../../shared/settings';
import { players, registrations, seasons } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { createRegistrationRow } from '../../test/payments-factories';
import { notificationsOf } from '../../test/notifications-received';
import { startTestServer, type TestServer, uniqueEmail } from '../../test/test-server';
import { setSetting } from '../settings/index';
import { PAYMENT_REMINDER_DAYS, sendPaymentReminders } from './payment-reminders';

const DAY_MS = 24 * 60 * 60 * 1000;
const SUBJECT = 'Riverside Football Club: payment due for your registration';

let server: TestServer;
/** The same job run by the server on its own timer (every second). */
let timed: TestServer;
beforeAll(async () => {
  [server, timed] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { PAYMENT_REMINDER_INTERVAL_SECONDS: '1', NOTIFICATION_DELIVERY_INTERVAL_SECONDS: '1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), timed?.close()]);
});

/** The reminder mails an address got, once the notification service has delivered what is due. */
async function remindersTo(on: TestServer, email: string) {
  if (on === server) await server.notifications.deliver({ now: new Date(Date.now() + 60 * 60 * 1000) });
  return (await on.outbox({ recipient: email, channel: 'email' })).filter((m) => m.subject === SUBJECT);
}
const remind = (now: Date) => sendPaymentReminders({ db: server.db, baseUrl: server.publicUrl, cardPayments: false, now });

/** A registration made `daysAgo` days before now, by a new account. */
async function registrationMade(on: TestServer, daysAgo: number, options: Partial<Parameters<typeof createRegistrationRow>[1]> = {}) {
  const user = await createUser(on);
  const fixture = await createRegistrationRow(on.db, { userId: user.userId, feeCents: 9_000, ...options });
  await on.db
    .update(registrations)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(registrations.id, fixture.registrationId));
  return { user, ...fixture };
}

describe('payment reminders', () => {
  it('reminds a registration due for a week once, with the amount, its id and how to pay; not again the same day nor the next', async () => {
    await setSetting(server.db, SETTING_KEYS.paymentInstructions, 'Cash or cheque to the treasurer at any Sunday game.');
    const { user, registrationId, seasonName } = await registrationMade(server, PAYMENT_REMINDER_DAYS + 1);
    const now = new Date();

    expect((await remind(now)).reminded).toContain(registrationId);
    const [mail, ...more] = await remindersTo(server, user.email);
    expect(more).toHaveLength(0);
    expect(mail?.body).toContain(`Registration id: ${registrationId}`);
    expect(mail?.body).toContain(`Season: ${seasonName}`);
    expect(mail?.body).toContain('Amount due: $90.00');
    expect(mail?.body).toContain('How to pay:\nCash or cheque to the treasurer at any Sunday game.');

    // The same run again, an hour later, the next day: nothing more.
    for (const later of [0, 60 * 60 * 1000, DAY_MS, (PAYMENT_REMINDER_DAYS - 1) * DAY_MS]) {
      expect((await remind(new Date(now.getTime() + later))).reminded).not.toContain(registrationId);
    }
    expect(await remindersTo(server, user.email)).toHaveLength(1);

    // A week on, still due: the next reminder.
    expect((await remind(new Date(now.getTime() + PAYMENT_REMINDER_DAYS * DAY_MS))).reminded).toContain(registrationId);
    expect(await remindersTo(server, user.email)).toHaveLength(2);
  });

  it('sends one reminder when two runs (two server processes) race', async () => {
    const { user, registrationId } = await registrationMade(server, PAYMENT_REMINDER_DAYS + 2);
    const now = new Date();
    const [a, b] = await Promise.all([remind(now), remind(now)]);
    expect([...a.reminded, ...b.reminded].filter((id) => id === registrationId)).toHaveLength(1);
    expect(await remindersTo(server, user.email)).toHaveLength(1);
  });

  it('reminds no registration that is paid, cancelled, free, too recent, or in a completed season', async () => {
    const paid = await registrationMade(server, 30, { status: 'paid' });
    const cancelled = await registrationMade(server, 30, { status: 'cancelled' });
    const free = await registrationMade(server, 30, { feeCents: 4_000, discountCents: 4_000 });
    const recent = await registrationMade(server, PAYMENT_REMINDER_DAYS - 1);
    const over = await registrationMade(server, 30);
    await server.db.update(seasons).set({ status: 'completed' }).where(eq(seasons.id, over.league.seasonId));

    const { reminded } = await remind(new Date());
    for (const quiet of [paid, cancelled, free, recent, over]) {
      expect(reminded).not.toContain(quiet.registrationId);
      expect(await remindersTo(server, quiet.user.email)).toHaveLength(0);
    }
  });

  it('stops once an admin marks it paid', async () => {
    const { user, registrationId } = await registrationMade(server, PAYMENT_REMINDER_DAYS + 1);
    const now = new Date();
    expect((await remind(now)).reminded).toContain(registrationId);
    await server.db.update(registrations).set({ status: 'paid', amountPaidCents: 9_000, paidAt: now }).where(eq(registrations.id, registrationId));
    expect((await remind(new Date(now.getTime() + 2 * PAYMENT_REMINDER_DAYS * DAY_MS))).reminded).not.toContain(registrationId);
    expect(await remindersTo(server, user.email)).toHaveLength(1);
  });
});

describe('through the notification service (decision 074)', () => {
  it("lands in the account's notification centre, and its mail follows the person's choice for payments due", async () => {
    const { user, registrationId, seasonName, divisionName } = await registrationMade(server, PAYMENT_REMINDER_DAYS + 1);
    const quiet = await registrationMade(server, PAYMENT_REMINDER_DAYS + 1);
    const choice = await quiet.user.client.api('PUT /api/notifications/preferences', {
      body: {
        kinds: [{ kind: 'payment_due', channels: { push: true, email: false } }],
        quiet_hours: { enabled: true, start: '22:00', end: '07:00' },
      },
    });
    expect(choice.status).toBe(200);

    const { reminded } = await remind(new Date());
    expect(reminded).toEqual(expect.arrayContaining([registrationId, quiet.registrationId]));
    const [told, ...more] = await notificationsOf(server, user.userId, 'payment_due');
    expect(more).toHaveLength(0);
    expect(told).toMatchObject({
      title: `Payment due: ${seasonName}, ${divisionName}`,
      url: '/profile',
      body: '$90.00 is due for your registration. How to pay is on your profile.',
    });
    const [mail] = await remindersTo(server, user.email);
    // The service's mail: the reminder's text, then the way to stop these.
    expect(mail?.body).toContain(`Registration id: ${registrationId}`);
    expect(mail?.body).toContain('You get this e-mail for "Payments due".');
    expect(await notificationsOf(server, quiet.user.userId, 'payment_due')).toHaveLength(1);
    expect(await remindersTo(server, quiet.user.email)).toEqual([]);
  });

  it("mails a phone-only account's registration to the player's own address, once", async () => {
    const userId = await server.createPhoneOnlyAccount('+1 416 555 0142');
    const fixture = await createRegistrationRow(server.db, { userId, feeCents: 9_000 });
    await server.db
      .update(registrations)
      .set({ createdAt: new Date(Date.now() - (PAYMENT_REMINDER_DAYS + 1) * DAY_MS) })
      .where(eq(registrations.id, fixture.registrationId));
    const address = uniqueEmail('phone-player').toLowerCase();
    await server.db.update(players).set({ email: address }).where(eq(players.id, fixture.playerId));
    expect((await remind(new Date())).reminded).toContain(fixture.registrationId);
    expect(await remindersTo(server, address)).toHaveLength(1);
    expect(await notificationsOf(server, userId, 'payment_due')).toHaveLength(1);
  });
});

describe('the server runs the reminders on its own', () => {
  it('reminds a registration due within the interval, once', async () => {
    const { user } = await registrationMade(timed, PAYMENT_REMINDER_DAYS + 3);
    await expect.poll(async () => (await remindersTo(timed, user.email)).length, { timeout: 10_000, interval: 200 }).toBe(1);
    // Later runs of the timer (every second) send no second one.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await remindersTo(timed, user.email)).toHaveLength(1);
  });
});
