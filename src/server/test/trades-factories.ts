import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SETTING_KEYS } from '../../shared/settings';
import { siteSettings, teamRosters } from '../db/schema/index';
import { addToRoster, createLeague, createPlayer, createUser, type CreatedUser, type League } from './factories';
import type { TestServer } from './test-server';

/** Two teams of one division with a captain each and three players each, and a team of another division. */
export interface TradeLeague {
  league: League;
  teamA: string;
  teamB: string;
  /** A team of another division (a trade with it is refused). */
  elsewhere: string;
  captainA: CreatedUser;
  captainB: CreatedUser;
  /** The captain of a third team of the division: "wrong team" for A's and B's trades. */
  captainC: CreatedUser;
  captainAPlayer: string;
  playersA: string[];
  playersB: string[];
}

export async function setUpTradeLeague(server: TestServer): Promise<TradeLeague> {
  const league = await createLeague(server.db);
  const other = await createLeague(server.db);
  const [teamA, teamB, teamC] = league.teamIds;
  const [captainA, captainB, captainC] = await Promise.all([
    createUser(server, { roles: ['captain'] }),
    createUser(server, { roles: ['captain'] }),
    createUser(server, { roles: ['captain'] }),
  ]);
  const player = (firstName: string, userId?: string) => createPlayer(server.db, { firstName, lastName: `Trade ${randomUUID().slice(0, 6)}`, userId });
  const captainAPlayer = await player('Cap', captainA.userId);
  await addToRoster(server.db, { teamId: teamA, playerId: captainAPlayer, rosterRole: 'captain' });
  await addToRoster(server.db, { teamId: teamB, playerId: await player('Bee', captainB.userId), rosterRole: 'captain' });
  await addToRoster(server.db, { teamId: teamC, playerId: await player('Cee', captainC.userId), rosterRole: 'captain' });
  const fill = async (teamId: string, prefix: string) => {
    const ids: string[] = [];
    for (let i = 1; i <= 3; i += 1) {
      const id = await player(`${prefix}${i}`);
      await addToRoster(server.db, { teamId, playerId: id, jerseyNumber: i });
      ids.push(id);
    }
    return ids;
  };
  return {
    league,
    teamA,
    teamB,
    elsewhere: other.teamIds[0],
    captainA,
    captainB,
    captainC,
    captainAPlayer,
    playersA: await fill(teamA, 'Ann'),
    playersB: await fill(teamB, 'Ben'),
  };
}

export async function teamOf(server: TestServer, playerId: string, league: League): Promise<string | undefined> {
  const rows = await server.db
    .select({ teamId: teamRosters.teamId, seasonId: teamRosters.seasonId })
    .from(teamRosters)
    .where(eq(teamRosters.playerId, playerId));
  return rows.find((r) => r.seasonId === league.seasonId)?.teamId;
}

/** The league's trade deadline ('' for none). */
export async function setTradeDeadline(server: TestServer, day: string): Promise<void> {
  await server.db
    .insert(siteSettings)
    .values({ settingKey: SETTING_KEYS.tradeDeadline, settingValue: day })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: day } });
}
