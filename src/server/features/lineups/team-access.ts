import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { games, players, teamRosters, teams } from '../../db/schema/index';
import { holdsAnyRole, requireActor } from '../../http/access';
import { assertCaptainOfTeam, LEADING_ROSTER_ROLES } from '../../core/team-access/index';
import type { Actor } from '../../http/context';
import { AppError, forbidden, notFound } from '../../http/errors';

export const LINEUP_NOT_FOUND = 'That game';

export interface GameRow {
  id: string;
  seasonId: string;
  divisionId: string;
  homeTeamId: string;
  awayTeamId: string;
  startsAt: Date;
  status: string;
}

const gameColumns = {
  id: games.id,
  seasonId: games.seasonId,
  divisionId: games.divisionId,
  homeTeamId: games.homeTeamId,
  awayTeamId: games.awayTeamId,
  startsAt: games.startsAt,
  status: games.status,
};

/** The game, share-locked in a transaction when asked, so a kick-off lands wholly before or after. */
export async function loadGame(db: Database | Transaction, gameId: string, lock?: 'share' | 'update'): Promise<GameRow> {
  const query = db.select(gameColumns).from(games).where(eq(games.id, gameId));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound(LINEUP_NOT_FOUND);
  return row;
}

export interface TeamPlace {
  actor: Actor;
  team: { id: string; name: string };
  /** Captain or co-captain of the team, or an admin: may change its lineup and ask for subs. */
  leads: boolean;
  /** The caller's player record, when they have one. */
  playerId: string | null;
}

/**
 * The caller's standing with one of the game's teams (decisions 065, 079): captains and
 * co-captains of the team and admins lead it, its players read it, anyone else is refused.
 * A team not in the game is a 404, like a game that does not exist.
 */
export async function teamPlaceInGame(db: Database | Transaction, actor: Actor | null, game: GameRow, teamId: string): Promise<TeamPlace> {
  const caller = requireActor(actor);
  if (teamId !== game.homeTeamId && teamId !== game.awayTeamId) throw notFound('That team in this game');
  const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound('That team in this game');
  const [me] = await db.select({ id: players.id }).from(players).where(eq(players.userId, caller.userId));
  const [place] = me
    ? await db
        .select({ role: teamRosters.rosterRole })
        .from(teamRosters)
        .where(and(eq(teamRosters.teamId, teamId), eq(teamRosters.playerId, me.id)))
    : [];
  const isAdmin = holdsAnyRole(caller, ['admin']);
  const leads = isAdmin || (place !== undefined && (LEADING_ROSTER_ROLES as readonly string[]).includes(place.role));
  if (!leads && !place) throw forbidden();
  return { actor: caller, team, leads, playerId: me?.id ?? null };
}

/** A write only the team's captains (and admins) may make. */
export function assertLeads(place: TeamPlace): void {
  if (!place.leads) throw new AppError('FORBIDDEN', "Only the team's captains can do that.");
}

/** The caller leads the team or is an admin (decision 076's check); else 403, 404 for no team. */
export async function assertLeadsTeam(
  db: Database | Transaction,
  actor: Actor | null,
  teamId: string,
): Promise<{ actor: Actor; team: { id: string; name: string } }> {
  const caller = requireActor(actor);
  await assertCaptainOfTeam(db, caller, teamId);
  const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound('That team');
  return { actor: caller, team };
}
