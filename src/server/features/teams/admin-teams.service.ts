import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import type { CreateTeamInput, UpdateTeamInput } from '../../../shared/schemas/admin-teams';
import type { AdminTeamDetail } from '../../../shared/api/teams';
import { TEAM_MESSAGES } from '../../../shared/admin-teams';
import type { Database, Transaction } from '../../db/client';
import { divisions, games, players, seasons, teamRosters, teams } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict, invalidField } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { syncCaptainRoles } from './captain-role';
import { assertDivisionHasRoom } from './division-capacity';
import { fieldConflict, loadTeamDetail, lockTeam } from './team-detail';
import { isUniqueViolation } from '../../db/errors';

export async function getAdminTeam({ db, actor, teamId }: { db: Database; actor: Actor | null; teamId: string }): Promise<AdminTeamDetail> {
  requireActor(actor);
  return loadTeamDetail(db, teamId);
}

/**
 * Names are unique within a season and division without regard to case ("Lions" and "lions"
 * would read as one team); the database's own unique index catches a race between two saves.
 */
async function assertNameFree(tx: Transaction, place: { seasonId: string; divisionId: string; name: string; exceptTeamId?: string }) {
  const [taken] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.seasonId, place.seasonId),
        eq(teams.divisionId, place.divisionId),
        sql`lower(${teams.name}) = lower(${place.name})`,
        place.exceptTeamId ? ne(teams.id, place.exceptTeamId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldConflict('name', TEAM_MESSAGES.nameTaken);
}

/** A unique violation on insert or rename can only be the name index: say so under the field. */
async function withNameConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldConflict('name', TEAM_MESSAGES.nameTaken);
    throw error;
  }
}

export async function createTeam({ db, actor, input }: { db: Database; actor: Actor | null; input: CreateTeamInput }): Promise<AdminTeamDetail> {
  const admin = requireActor(actor);
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      const [season] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, input.season_id));
      if (!season) throw invalidField('season_id', 'That season was not found.');
      const [division] = await tx.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, input.division_id));
      if (!division) throw invalidField('division_id', 'That division was not found.');
      await assertNameFree(tx, { seasonId: input.season_id, divisionId: input.division_id, name: input.name });
      await assertDivisionHasRoom(tx, { seasonId: input.season_id, divisionId: input.division_id, adding: 1, path: 'division_id' });
      const [after] = await tx
        .insert(teams)
        .values({
          seasonId: input.season_id,
          divisionId: input.division_id,
          name: input.name,
          primaryColor: input.primary_color,
          secondaryColor: input.secondary_color,
        })
        .returning();
      if (!after) throw new Error('team was not stored');
      await recordAudit(tx, { actor: admin, action: 'teams.created', entityType: 'team', entityId: after.id, before: null, after });
      return loadTeamDetail(tx, after.id);
    }),
  );
}

export async function updateTeam({
  db,
  actor,
  teamId,
  input,
}: {
  db: Database;
  actor: Actor | null;
  teamId: string;
  input: UpdateTeamInput;
}): Promise<AdminTeamDetail> {
  const admin = requireActor(actor);
  const id = teamId;
  return withNameConflict(() =>
    db.transaction(async (tx) => {
      const before = await lockTeam(tx, id);
      await assertNameFree(tx, { seasonId: before.seasonId, divisionId: before.divisionId, name: input.name, exceptTeamId: id });
      const [after] = await tx
        .update(teams)
        .set({ name: input.name, primaryColor: input.primary_color, secondaryColor: input.secondary_color, updatedAt: new Date() })
        .where(eq(teams.id, id))
        .returning();
      await recordAudit(tx, { actor: admin, action: 'teams.updated', entityType: 'team', entityId: id, before, after });
      return loadTeamDetail(tx, id);
    }),
  );
}

/** Only a team without games: deleting one would silently delete its games (and results) too. */
export async function deleteTeam({ db, actor, teamId }: { db: Database; actor: Actor | null; teamId: string }): Promise<void> {
  const admin = requireActor(actor);
  const id = teamId;
  await db.transaction(async (tx) => {
    const before = await lockTeam(tx, id);
    const [played] = await tx
      .select({ count: count() })
      .from(games)
      .where(or(eq(games.homeTeamId, id), eq(games.awayTeamId, id)));
    if ((played?.count ?? 0) > 0) throw conflict(TEAM_MESSAGES.hasGames);
    const roster = await tx
      .select({ playerId: teamRosters.playerId, jerseyNumber: teamRosters.jerseyNumber, rosterRole: teamRosters.rosterRole, userId: players.userId })
      .from(teamRosters)
      .innerJoin(players, eq(players.id, teamRosters.playerId))
      .where(eq(teamRosters.teamId, id));
    await tx.delete(teams).where(eq(teams.id, id));
    await recordAudit(tx, { actor: admin, action: 'teams.deleted', entityType: 'team', entityId: id, before: { ...before, roster }, after: null });
    // The roster went with the team: its captains may lead no team any more.
    await syncCaptainRoles(
      tx,
      roster.filter((m) => m.rosterRole !== 'player').map((m) => m.userId),
    );
  });
}
