import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DisciplineCard, DisciplineInput, DisciplineRules } from '../../../shared/discipline';
import type { LeagueSettings } from '../../../shared/settings';
import type { Database, Transaction } from '../../db/client';
import { gameEvents, games, suspensionAdjustments } from '../../db/schema/index';
import { readLeagueSettings } from '../../core/settings/league-settings';

export function disciplineRulesOf(settings: LeagueSettings): DisciplineRules {
  return {
    redCardSuspensionGames: settings.redCardSuspensionGames,
    yellowCardsPerSuspension: settings.yellowCardsPerSuspension,
    yellowCardSuspensionGames: settings.yellowCardSuspensionGames,
  };
}

/**
 * What the discipline rules need of one season, read fresh (decision 042: suspensions are
 * derived per request, never stored, so a corrected or deleted card changes them at once): its
 * games, its cards that are not deleted in the order they were shown, the admins' adjustments
 * and the league's rules.
 */
export async function loadSeasonDiscipline(db: Database | Transaction, seasonId: string): Promise<DisciplineInput> {
  // One query after another: inside a transaction they share one connection (node-postgres
  // deprecates queries sent on a busy client).
  const settings = await readLeagueSettings(db);
  const seasonGames = await db
    .select({ id: games.id, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, startsAt: games.startsAt, status: games.status })
    .from(games)
    .where(eq(games.seasonId, seasonId));
  const cardRows = await db
    .select({ eventId: gameEvents.id, gameId: gameEvents.gameId, playerId: gameEvents.playerId, teamId: gameEvents.teamId, type: gameEvents.type })
    .from(gameEvents)
    .innerJoin(games, eq(games.id, gameEvents.gameId))
    .where(
      and(
        eq(games.seasonId, seasonId),
        inArray(gameEvents.type, ['yellow_card', 'red_card']),
        isNull(gameEvents.deletedAt),
        isNotNull(gameEvents.playerId),
        isNotNull(gameEvents.teamId),
      ),
    )
    // Within a game, the order they were shown in; the rules order the games themselves.
    .orderBy(asc(gameEvents.gameId), sql`${gameEvents.minute} asc nulls last`, asc(gameEvents.createdAt), asc(gameEvents.id));
  const adjustments = await db
    .select({ playerId: suspensionAdjustments.playerId, suspensionKey: suspensionAdjustments.suspensionKey, games: suspensionAdjustments.games })
    .from(suspensionAdjustments)
    .where(eq(suspensionAdjustments.seasonId, seasonId));
  const cards: DisciplineCard[] = cardRows.flatMap((c) =>
    c.playerId && c.teamId && (c.type === 'yellow_card' || c.type === 'red_card')
      ? [{ eventId: c.eventId, gameId: c.gameId, playerId: c.playerId, teamId: c.teamId, type: c.type }]
      : [],
  );
  return { games: seasonGames, cards, adjustments, rules: disciplineRulesOf(settings) };
}
