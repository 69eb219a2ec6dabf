import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { gameEvents, suspensionAdjustments } from '../db/schema/index';
import { addToRoster, createGame, createLeague, createPlayer, type League } from './factories';
import type { TestServer } from './test-server';
import type { GameStatus } from '../../shared/games';

const WEEK = 7 * 86_400_000;

/**
 * A league whose teams A and B play each other once a week from three weeks ago (statuses as
 * given), with two players on A's roster and one on B's.
 */
export interface DisciplineSeason {
  league: League;
  teamA: string;
  teamB: string;
  /** A's players: Dana and Eli; B's: Fay. */
  dana: string;
  eli: string;
  fay: string;
  gameIds: string[];
}

export async function setUpDisciplineSeason(server: TestServer, statuses: GameStatus[]): Promise<DisciplineSeason> {
  const league = await createLeague(server.db);
  const [teamA, teamB] = league.teamIds;
  const member = async (teamId: string, firstName: string, jerseyNumber: number) => {
    const id = await createPlayer(server.db, { firstName, lastName: `Card ${randomUUID().slice(0, 6)}` });
    await addToRoster(server.db, { teamId, playerId: id, jerseyNumber });
    return id;
  };
  const dana = await member(teamA, 'Dana', 4);
  const eli = await member(teamA, 'Eli', 5);
  const fay = await member(teamB, 'Fay', 6);
  const first = Date.now() - 3 * WEEK;
  const gameIds: string[] = [];
  for (const [i, status] of statuses.entries()) {
    const played = status === 'final' || status === 'forfeit';
    gameIds.push(
      await createGame(server.db, league, {
        startsAt: new Date(first + i * WEEK),
        status,
        fieldId: null,
        homeScore: played ? 1 : null,
        awayScore: played ? 0 : null,
      }),
    );
  }
  return { league, teamA, teamB, dana, eli, fay, gameIds };
}

/** A card as a referee's event row; `deleted` keeps the row with deleted_at like a deletion. */
export async function giveCard(
  server: TestServer,
  card: { gameId: string; teamId: string; playerId: string; type: 'yellow_card' | 'red_card'; minute?: number; deleted?: boolean },
): Promise<string> {
  const [row] = await server.db
    .insert(gameEvents)
    .values({
      gameId: card.gameId,
      type: card.type,
      teamId: card.teamId,
      playerId: card.playerId,
      minute: card.minute ?? 30,
      clientKey: randomUUID(),
      deletedAt: card.deleted ? new Date() : null,
      deleteReason: card.deleted ? 'Wrong player' : null,
    })
    .returning({ id: gameEvents.id });
  if (!row) throw new Error('card fixture was not stored');
  return row.id;
}

export async function storedAdjustments(server: TestServer, seasonId: string) {
  return server.db.select().from(suspensionAdjustments).where(eq(suspensionAdjustments.seasonId, seasonId));
}
