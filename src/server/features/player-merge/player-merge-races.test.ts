import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { playerMerges, registrations } from '../../db/schema/index';
import { createUser, type CreatedUser } from '../../test/factories';
import { createMergePair } from '../../test/player-merge-factories';
import { withTestServer } from '../../test/with-test-server';

// Merges sent at once. On PostgreSQL (TEST_DATABASE_URL) each runs on its own connection: the
// locked player rows make the second wait and then find the first's merge (decision 084).

const t = withTestServer();
let admin: CreatedUser;
beforeAll(async () => {
  admin = await createUser(t.server, { roles: ['admin'] });
});

describe('two merges of one pair at once', () => {
  it('the same merge twice: one merge, the other a 409', async () => {
    const p = await createMergePair(t.server.db);
    const body = { primary_id: p.primaryId, duplicate_id: p.duplicateId };
    const answers = await Promise.all([0, 1].map(() => admin.client.api('POST /api/admin/player-merges', { body })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await t.server.db.select().from(playerMerges).where(eq(playerMerges.duplicatePlayerId, p.duplicateId))).toHaveLength(1);
    const [registration] = await t.server.db.select().from(registrations).where(eq(registrations.id, p.registrationId));
    expect(registration?.playerId).toBe(p.primaryId);
  });

  it('each into the other at once: one merge stands', async () => {
    const p = await createMergePair(t.server.db);
    const answers = await Promise.all([
      admin.client.api('POST /api/admin/player-merges', { body: { primary_id: p.primaryId, duplicate_id: p.duplicateId } }),
      admin.client.api('POST /api/admin/player-merges', { body: { primary_id: p.duplicateId, duplicate_id: p.primaryId } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const live = await t.server.db.select().from(playerMerges);
    expect(live.filter((m) => [m.primaryPlayerId, m.duplicatePlayerId].includes(p.primaryId))).toHaveLength(1);
  });
});
