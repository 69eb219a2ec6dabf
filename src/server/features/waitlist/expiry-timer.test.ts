import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries, waitlistInvitations } from '../../db/schema/index';
import { createWaitlistEntry } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { WAITLIST_EXPIRY_INTERVAL_SECONDS: '1' } });
});
afterAll(async () => {
  await server?.close();
});

describe('the server runs the invitation expiry on its own', () => {
  it('expires an invitation past its time within the interval and invites the next entry', async () => {
    const invited = await createWaitlistEntry(server.db, { status: 'invited', createdAt: new Date(Date.now() - 60_000) });
    const next = await createWaitlistEntry(server.db, {});
    await server.db.insert(waitlistInvitations).values({ entryId: invited, tokenHash: `hash-${invited}`, expiresAt: new Date(Date.now() - 1000) });

    const statusOf = async (id: string) =>
      (await server.db.select({ status: waitlistEntries.status }).from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]?.status;
    await expect.poll(() => statusOf(invited), { timeout: 5000, interval: 100 }).toBe('expired');
    await expect.poll(() => statusOf(next), { timeout: 5000, interval: 100 }).toBe('invited');
  });
});
