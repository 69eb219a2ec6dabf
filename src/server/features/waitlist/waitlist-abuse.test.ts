import { beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_LIMIT_MESSAGES } from '../../../shared/waitlist';
import { setWaitlistMode } from '../../test/registration-factories';
import { uniqueId, type TestServer } from '../../test/test-server';
import { withTestServer } from '../../test/with-test-server';
import { validWaitlistEntry } from '../../test/waitlist-entry';

// Issue 19, item 4: the public waitlist form must not be a way to mail anyone, with any text.
const PER_ADDRESS = 4;
const t = withTestServer({ env: { WAITLIST_JOINS_PER_HOUR: String(PER_ADDRESS) } });
let server: TestServer;
beforeAll(async () => {
  server = t.server;
  await setWaitlistMode(server.db, true);
});

const join = (body: Record<string, unknown>, clientAddress?: string) =>
  server.client(clientAddress ? { clientAddress } : {}).sendUnchecked('POST', '/api/waitlist', body);

const expectTooMany = (response: Awaited<ReturnType<typeof join>>, message: string) => {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({ error: { code: 'RATE_LIMITED', message } });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
};

describe('joining the waitlist is limited', () => {
  it('per client address: past the hourly limit a 429, nothing stored and nothing mailed', async () => {
    const address = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const emails = Array.from({ length: PER_ADDRESS + 2 }, () => `someone-${uniqueId()}@example.test`);
    const statuses: number[] = [];
    for (const email of emails) {
      const response = await join(validWaitlistEntry({ email }), address);
      statuses.push(response.status);
      if (response.status === 429) expectTooMany(response, WAITLIST_LIMIT_MESSAGES.tooManyFromHere);
    }
    expect(statuses).toEqual([...emails.map(() => 201).slice(0, PER_ADDRESS), 429, 429]);
    for (const email of emails.slice(PER_ADDRESS)) expect(await server.outbox({ recipient: email })).toEqual([]);
    // Another address is not held back.
    expect((await join(validWaitlistEntry())).status).toBe(201);
  });

  it('per mailbox: "victim+N@" from many addresses reaches the victim at most 3 times', async () => {
    const mailbox = `victim-${uniqueId()}`;
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n += 1) {
      const response = await join(validWaitlistEntry({ email: `${mailbox}+${n}@Example.test` }));
      statuses.push(response.status);
      if (response.status === 429) expectTooMany(response, WAITLIST_LIMIT_MESSAGES.tooManyForEmail);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const mails = (await server.outbox()).filter((m) => m.recipient.startsWith(`${mailbox}+`));
    expect(mails).toHaveLength(3);
  });
});

describe('the "waitlist joined" mail', () => {
  it("never carries the name as typed where it reads as the mail's own words", async () => {
    const email = `named-${uniqueId()}@example.test`;
    const firstName = 'Your account is suspended. Verify at http://evil.example/verify now';
    expect((await join(validWaitlistEntry({ email, first_name: firstName }))).status).toBe(201);
    const [mail] = await server.outbox({ recipient: email });
    expect(mail?.body.startsWith('Hi Your,\n')).toBe(true);
    expect(mail?.body).not.toContain('suspended');
    expect(mail?.body).not.toContain('evil.example');
  });

  it('greets a plain name as it was typed, and "Hello" when no part of it is a name', async () => {
    const plain = `plain-${uniqueId()}@example.test`;
    expect((await join(validWaitlistEntry({ email: plain, first_name: "  Zoë-Anne O'Neil " }))).status).toBe(201);
    expect((await server.outbox({ recipient: plain }))[0]?.body.startsWith('Hi Zoë-Anne,\n')).toBe(true);

    const odd = `odd-${uniqueId()}@example.test`;
    expect((await join(validWaitlistEntry({ email: odd, first_name: 'https://evil.example' }))).status).toBe(201);
    const body = (await server.outbox({ recipient: odd }))[0]?.body ?? '';
    expect(body.startsWith('Hello,\n')).toBe(true);
    expect(body).not.toContain('evil.example');
  });
});
