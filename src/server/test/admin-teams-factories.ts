import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { teamRosters, teams } from '../db/schema/index';

/** A player put straight on a team's roster (the season and division copied from the team). */
export async function addToRoster(
  db: Database,
  member: { teamId: string; playerId: string; rosterRole?: 'player' | 'captain' | 'co_captain'; jerseyNumber?: number | null },
): Promise<void> {
  const [team] = await db.select({ seasonId: teams.seasonId, divisionId: teams.divisionId }).from(teams).where(eq(teams.id, member.teamId));
  if (!team) throw new Error('roster fixture: no such team');
  await db.insert(teamRosters).values({
    teamId: member.teamId,
    playerId: member.playerId,
    seasonId: team.seasonId,
    divisionId: team.divisionId,
    rosterRole: member.rosterRole ?? 'player',
    jerseyNumber: member.jerseyNumber ?? null,
  });
}
