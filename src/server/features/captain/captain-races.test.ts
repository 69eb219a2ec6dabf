import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamRosters } from '../../db/schema/index';
import { addToRoster, createLeague, createPlayer, createUser, type CreatedUser, type League } from '../../test/factories';
import { withTestServer } from '../../test/with-test-server';

// Two captains at once. On PostgreSQL (TEST_DATABASE_URL) the requests really run at once, each
// on its own connection: the team's row lock and the unique indexes must settle them.

const t = withTestServer();
let league: League;
let captain: CreatedUser;
let coCaptain: CreatedUser;
let captainB: CreatedUser;

const newPlayer = (firstName: string, userId?: string) => createPlayer(t.server.db, { firstName, lastName: `Race ${randomUUID().slice(0, 6)}`, userId });

beforeAll(async () => {
  league = await createLeague(t.server.db);
  const [teamA, teamB] = league.teamIds;
  [captain, coCaptain, captainB] = await Promise.all([
    createUser(t.server, { roles: ['captain'] }),
    createUser(t.server, { roles: ['captain'] }),
    createUser(t.server, { roles: ['captain'] }),
  ]);
  await addToRoster(t.server.db, { teamId: teamA, playerId: await newPlayer('Cap', captain.userId), rosterRole: 'captain' });
  await addToRoster(t.server.db, { teamId: teamA, playerId: await newPlayer('Co', coCaptain.userId), rosterRole: 'co_captain' });
  await addToRoster(t.server.db, { teamId: teamB, playerId: await newPlayer('Bee', captainB.userId), rosterRole: 'captain' });
});

describe('roster changes at once', () => {
  it('two captains giving the same jersey number to two players at once: exactly one succeeds', async () => {
    const teamA = league.teamIds[0];
    for (let round = 0; round < 3; round += 1) {
      const [first, second] = [await newPlayer('One'), await newPlayer('Two')];
      await addToRoster(t.server.db, { teamId: teamA, playerId: first });
      await addToRoster(t.server.db, { teamId: teamA, playerId: second });
      const number = 40 + round;
      const answers = await Promise.all([
        captain.client.request('PATCH', `/api/captain/teams/${teamA}/roster/${first}`, { jersey_number: number }),
        coCaptain.client.request('PATCH', `/api/captain/teams/${teamA}/roster/${second}`, { jersey_number: number }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const wearing = await t.server.db
        .select({ playerId: teamRosters.playerId })
        .from(teamRosters)
        .where(and(eq(teamRosters.teamId, teamA), eq(teamRosters.jerseyNumber, number)));
      expect(wearing).toHaveLength(1);
    }
  });

  it('two teams adding the same free player at once: the player joins one team', async () => {
    const [teamA, teamB] = league.teamIds;
    const free = await newPlayer('Free');
    const answers = await Promise.all([
      captain.client.post(`/api/captain/teams/${teamA}/roster`, { player_id: free }),
      captainB.client.post(`/api/captain/teams/${teamB}/roster`, { player_id: free }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await t.server.db.select().from(teamRosters).where(eq(teamRosters.playerId, free))).toHaveLength(1);
  });
});
