import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamInvites, teamInviteUses, teamRosters } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { activeWaiverId, givePlayerRecord, madeInvite, setUpInviteLeague, type InviteLeague } from '../../test/team-invites-factories';
import { withTestServer } from '../../test/with-test-server';

// Joins at once on an invite's last use. On PostgreSQL (TEST_DATABASE_URL) each runs on its own
// connection: the invite's row lock must settle them (decision 077).

const t = withTestServer();
let on: InviteLeague;
let waiverId: string;
beforeAll(async () => {
  on = await setUpInviteLeague(t.server);
  waiverId = await activeWaiverId(t.server);
});

async function joiners(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const user = await createUser(t.server);
      const playerId = await givePlayerRecord(t.server, user, { firstName: 'Racer', lastName: `Number${i}` });
      return { user, playerId, body: { waiver_id: waiverId, waiver_signed_name: `Racer Number${i}` } };
    }),
  );
}

describe('joins at once on the last use of an invite', () => {
  it('two people on a one-use invite: exactly one joins, the other is told it is used up', async () => {
    const invite = await madeInvite(on.captain.client, on.team, { max_uses: 1 });
    const people = await joiners(2);
    const answers = await Promise.all(
      people.map((p) => p.user.client.api('POST /api/team-invites/:inviteToken/join', { params: { inviteToken: invite.token }, body: p.body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const [row] = await t.server.db.select().from(teamInvites).where(eq(teamInvites.id, invite.invite.id));
    expect(row?.uses).toBe(1);
    const roster = (await t.server.db.select().from(teamRosters).where(eq(teamRosters.teamId, on.team))).map((r) => r.playerId);
    expect(people.filter((p) => roster.includes(p.playerId))).toHaveLength(1);
    expect(await t.server.db.select().from(teamInviteUses).where(eq(teamInviteUses.inviteId, invite.invite.id))).toHaveLength(1);
  });

  it('six people on the last two uses: two join, four are refused, the count never passes the limit', async () => {
    const invite = await madeInvite(on.captain.client, on.team, { max_uses: 3 });
    const [early, ...racers] = await joiners(7);
    if (!early) throw new Error('no early joiner');
    expect((await early.user.client.api('POST /api/team-invites/:inviteToken/join', { params: { inviteToken: invite.token }, body: early.body })).status).toBe(
      201,
    );
    const answers = await Promise.all(
      racers.map((p) => p.user.client.api('POST /api/team-invites/:inviteToken/join', { params: { inviteToken: invite.token }, body: p.body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const [row] = await t.server.db.select().from(teamInvites).where(eq(teamInvites.id, invite.invite.id));
    expect(row?.uses).toBe(3);
  });

  it('one account double-clicking Join: one use, one place, both answers name the team', async () => {
    const invite = await madeInvite(on.captain.client, on.team, { max_uses: 5 });
    const [person] = await joiners(1);
    if (!person) throw new Error('no joiner');
    const answers = await Promise.all(
      [1, 2, 3].map(() => person.user.client.api('POST /api/team-invites/:inviteToken/join', { params: { inviteToken: invite.token }, body: person.body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const [row] = await t.server.db.select().from(teamInvites).where(eq(teamInvites.id, invite.invite.id));
    expect(row?.uses).toBe(1);
  });
});
