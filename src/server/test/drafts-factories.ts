import { eq } from 'drizzle-orm';
import { players } from '../db/schema/index';
import { createLeague, createPlayer, createUser, type CreatedUser, type League } from './factories';
import { lineupPerson, registerForSeason, type LineupPerson } from './lineups-factories';
import type { TestServer } from './test-server';

/** A league of four teams, A and B with captains, a captain from elsewhere, and a pool of paid players by skill. */
export interface DraftLeague {
  league: League;
  captainA: LineupPerson;
  captainB: LineupPerson;
  /** Captains a team of another league: in no draft of this one. */
  outsider: LineupPerson;
  admin: CreatedUser;
  player: CreatedUser;
  /** Pool players, highest skill first. */
  pool: string[];
}

export async function setUpDraftLeague(server: TestServer, poolSize = 12): Promise<DraftLeague> {
  const league = await createLeague(server.db);
  const other = await createLeague(server.db);
  const [teamA, teamB] = league.teamIds;
  const captainA = await lineupPerson(server, 'Cora', teamA, 'captain');
  const captainB = await lineupPerson(server, 'Bea', teamB, 'captain');
  const outsider = await lineupPerson(server, 'Otto', other.teamIds[0], 'captain');
  const admin = await createUser(server, { roles: ['admin'] });
  const player = await createUser(server, { roles: [] });
  const pool: string[] = [];
  for (let i = 0; i < poolSize; i += 1) {
    const id = await createPlayer(server.db, { firstName: `Pick${i}`, lastName: `Pooler${i}` });
    await server.db
      .update(players)
      .set({ skillLevel: 10 - Math.min(i, 9) })
      .where(eq(players.id, id));
    await registerForSeason(server.db, league, id, { waiver: false });
    pool.push(id);
  }
  return { league, captainA, captainB, outsider, admin, player, pool };
}
