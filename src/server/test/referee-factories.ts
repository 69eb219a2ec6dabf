import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { GameEventChange } from '../../shared/api/referee';
import { gameEvents, games } from '../db/schema/index';
import { addToRoster, createGame, createLeague, createPlayer, createUser, minutesFromNow, type CreatedUser, type GameFixture, type League } from './factories';
import type { HttpClient, HttpResponse } from './http-client';
import type { TestServer } from './test-server';

/** A roster player as the tests name them. */
export interface RosterMember {
  id: string;
  name: string;
}

/**
 * A league whose first two teams (home A, away B) have three players each on their rosters,
 * and a referee to assign to games (the personas' referee stays the one NOT assigned).
 */
export interface GameDay {
  league: League;
  home: RosterMember[];
  away: RosterMember[];
  assignedReferee: CreatedUser;
  /** A game of A against B that kicks off now, with the assigned referee unless told. */
  newGame(fixture?: Partial<GameFixture>): Promise<string>;
}

export async function setUpGameDay(server: TestServer): Promise<GameDay> {
  const league = await createLeague(server.db);
  const [homeTeam, awayTeam] = league.teamIds;
  const rosterOf = async (teamId: string, prefix: string): Promise<RosterMember[]> => {
    const members: RosterMember[] = [];
    for (const [index, first] of ['Ana', 'Ben', 'Cy'].entries()) {
      const last = `${prefix} ${randomUUID().slice(0, 6)}`;
      const id = await createPlayer(server.db, { firstName: first, lastName: last });
      await addToRoster(server.db, { teamId, playerId: id, jerseyNumber: index + 7 });
      members.push({ id, name: `${first} ${last}` });
    }
    return members;
  };
  const home = await rosterOf(homeTeam, 'Home');
  const away = await rosterOf(awayTeam, 'Away');
  const assignedReferee = await createUser(server, { roles: ['referee'] });
  return {
    league,
    home,
    away,
    assignedReferee,
    // No field unless told: many games of a test kick off at once, and a field holds one.
    newGame: (fixture = {}) => createGame(server.db, league, { startsAt: minutesFromNow(0), fieldId: null, refereeUserId: assignedReferee.userId, ...fixture }),
  };
}

/** The body of POST /api/games/:gameId/events with a fresh client key. */
export function eventBody(type: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { type, client_key: randomUUID(), ...fields };
}

export function recordEvent(client: HttpClient, gameId: string, body: Record<string, unknown>): Promise<HttpResponse<GameEventChange>> {
  return client.sendUnchecked('POST', `/api/games/${gameId}/events`, body);
}

/** Records the event and expects it stored (201). */
export async function recorded(client: HttpClient, gameId: string, type: string, fields: Record<string, unknown> = {}): Promise<GameEventChange> {
  const response = await recordEvent(client, gameId, eventBody(type, fields));
  if (response.status !== 201) throw new Error(`${type} was not recorded: ${response.status} ${response.text}`);
  return response.body;
}

/** The game's row as stored: status, score, sequence. */
export async function storedGame(server: TestServer, gameId: string) {
  const [row] = await server.db.select().from(games).where(eq(games.id, gameId));
  if (!row) throw new Error('no such game');
  return row;
}

/** The game's events not deleted, as stored. */
export async function liveEventRows(server: TestServer, gameId: string) {
  return server.db
    .select()
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, gameId), isNull(gameEvents.deletedAt)));
}
