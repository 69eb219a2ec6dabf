import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index';
import { createLogger } from '../logger';
import { uniqueEmail, type TestServer } from '../test/test-server';
import { withTestServer } from '../test/with-test-server';
import { secret } from './message-text';
import { createMessenger, type Email, OUTBOX_RETRY_WINDOW_MS, queueEmails, type Transport } from './messenger';

// The tests run deliveries themselves: the server's own dispatcher would take their rows first.
const t = withTestServer({ env: { OUTBOX_DELIVERY_INTERVAL_SECONDS: '0' } });
let server: TestServer;
beforeAll(() => {
  server = t.server;
});

/** An SMTP stand-in that refuses while `down` and records what it delivered. */
function flakyTransport() {
  const transport: Transport<Email> & { down: boolean; delivered: string[] } = {
    down: true,
    delivered: [],
    async deliver(email: Email) {
      if (transport.down) throw new Error('SMTP 421 try again later');
      transport.delivered.push(email.to);
      return true;
    },
  };
  return transport;
}

const statusesOf = async (recipients: string[]) =>
  (await server.db.select({ to: outbox.recipient, status: outbox.status }).from(outbox).where(inArray(outbox.recipient, recipients)))
    .map((r) => `${r.to} ${r.status}`)
    .sort();

describe('queued e-mail', () => {
  it('is delivered by the dispatcher, and a failure is retried until it goes out, not lost', async () => {
    const email = flakyTransport();
    const messenger = createMessenger({ db: server.db, logger: createLogger('silent'), email });
    const to = [uniqueEmail('q1'), uniqueEmail('q2')];
    await queueEmails(
      server.db,
      to.map((address) => ({ to: address, subject: 'Notice', text: 'Body' })),
    );
    expect(await statusesOf(to)).toEqual(to.map((a) => `${a} queued`).sort());

    await messenger.deliverQueued();
    expect(await statusesOf(to)).toEqual(to.map((a) => `${a} failed`).sort());
    expect(email.delivered).toEqual([]);

    email.down = false;
    await messenger.deliverQueued();
    expect(await statusesOf(to)).toEqual(to.map((a) => `${a} sent`).sort());
    expect(email.delivered.sort()).toEqual([...to].sort());

    // Sent once: a later run sends nothing again.
    await messenger.deliverQueued();
    expect(email.delivered).toHaveLength(2);
  });

  it('also retries a message that failed when sent at once, but gives up after a day', async () => {
    const email = flakyTransport();
    const messenger = createMessenger({ db: server.db, logger: createLogger('silent'), email });
    const recent = uniqueEmail('recent');
    const old = uniqueEmail('old');
    await messenger.sendEmail({ to: recent, subject: 'Code', text: '123456' });
    await server.db.insert(outbox).values({
      channel: 'email',
      recipient: old,
      subject: 'Old',
      body: 'b',
      status: 'failed',
      createdAt: new Date(Date.now() - OUTBOX_RETRY_WINDOW_MS - 60_000),
    });
    expect(await statusesOf([recent, old])).toEqual([`${old} failed`, `${recent} failed`].sort());

    email.down = false;
    await messenger.deliverQueued();
    expect(await statusesOf([recent, old])).toEqual([`${old} failed`, `${recent} sent`].sort());
    expect(email.delivered).toEqual([recent]);
  });

  it('delivers its secrets to the recipient, then keeps none of them, nor writes them to the log (issue 19)', async () => {
    const email = flakyTransport();
    const texts: string[] = [];
    email.deliver = async (message: Email) => {
      texts.push(message.text);
      return true;
    };
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const quiet = createMessenger({ db: server.db, logger });
    const messenger = createMessenger({ db: server.db, logger: createLogger('silent'), email });
    const [to, unsent] = [uniqueEmail('secret'), uniqueEmail('secret-logged')];
    const link = `https://league.test/register?invitation=${uniqueEmail('token')}`;
    const invitation = (address: string) => ({ to: address, subject: 'Invited', text: `Register here:\n${link}`, secrets: [secret(link, '[link sent]')] });
    await queueEmails(server.db, [invitation(to), invitation(unsent)]);
    const [waiting] = await server.db.select().from(outbox).where(eq(outbox.recipient, to));
    expect(waiting?.body).toBe('Register here:\n[link sent]');

    await messenger.deliverQueued();
    expect(texts).toContain(`Register here:\n${link}`);
    const rows = await server.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, [to, unsent]));
    expect(rows.map((r) => [r.body, r.secretBody])).toEqual([
      ['Register here:\n[link sent]', null],
      ['Register here:\n[link sent]', null],
    ]);

    // With no provider: the log says a message was recorded, never to whom or what.
    await quiet.sendEmail(invitation(uniqueEmail('logged')));
    expect(lines.join('\n')).toContain('message recorded in the outbox');
    expect(lines.join('\n')).not.toContain('invitation=');
    expect(lines.join('\n')).not.toContain('@example.test');
  });

  it('is logged (not sent) when no provider is configured, as every message is', async () => {
    const messenger = createMessenger({ db: server.db, logger: createLogger('silent') });
    const to = uniqueEmail('logged');
    await queueEmails(server.db, [{ to, subject: 'Notice', text: 'Body' }]);
    await messenger.deliverQueued();
    const [row] = await server.db.select().from(outbox).where(eq(outbox.recipient, to));
    expect(row?.status).toBe('logged');
  });
});
