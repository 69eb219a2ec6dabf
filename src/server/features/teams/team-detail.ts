import { asc, count, eq, or, sql } from 'drizzle-orm';
import type { AdminTeamDetail } from '../../../shared/api/teams';
import { coedShortfalls, isGenderRule } from '../../../shared/eligibility';
import { isRosterRole, type RosterRole } from '../../../shared/roster-roles';
import type { Database, Transaction } from '../../db/client';
import { divisions, games, players, seasons, teamRosters, teams } from '../../db/schema/index';
import { AppError, notFound } from '../../http/errors';

export type TeamRow = typeof teams.$inferSelect;

export function toRosterRole(value: string): RosterRole {
  if (!isRosterRole(value)) throw new AppError('INTERNAL', `unknown roster role ${value}`);
  return value;
}

/**
 * The team row, locked until the transaction ends: every roster change of one team runs one
 * at a time, so "one captain" and "jersey numbers unique in the team" hold without a race.
 */
export async function lockTeam(tx: Transaction, teamId: string): Promise<TeamRow> {
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
  if (!team) throw notFound('That team');
  return team;
}

const ROLE_ORDER = sql`case ${teamRosters.rosterRole} when 'captain' then 0 when 'co_captain' then 1 else 2 end`;

export async function loadTeamDetail(db: Database | Transaction, teamId: string): Promise<AdminTeamDetail> {
  const [found] = await db
    .select({
      team: teams,
      seasonName: seasons.name,
      divisionName: divisions.name,
      genderRule: divisions.genderRule,
      coedMinMen: divisions.coedMinMen,
      coedMinWomen: divisions.coedMinWomen,
    })
    .from(teams)
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(eq(teams.id, teamId));
  if (!found) throw notFound('That team');
  const [roster, [played]] = await Promise.all([
    db
      .select({
        playerId: players.id,
        firstName: players.firstName,
        lastName: players.lastName,
        photoUrl: players.photoUrl,
        userId: players.userId,
        gender: players.gender,
        jerseyNumber: teamRosters.jerseyNumber,
        rosterRole: teamRosters.rosterRole,
      })
      .from(teamRosters)
      .innerJoin(players, eq(players.id, teamRosters.playerId))
      .where(eq(teamRosters.teamId, teamId))
      .orderBy(ROLE_ORDER, asc(players.lastName), asc(players.firstName), asc(players.id)),
    db
      .select({ count: count() })
      .from(games)
      .where(or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId))),
  ]);
  const t = found.team;
  const coedRules = {
    genderRule: isGenderRule(found.genderRule) ? found.genderRule : 'open',
    coedMinMen: found.coedMinMen,
    coedMinWomen: found.coedMinWomen,
  } as const;
  const mix = { men: roster.filter((m) => m.gender === 'Male').length, women: roster.filter((m) => m.gender === 'Female').length };
  return {
    id: t.id,
    name: t.name,
    primary_color: t.primaryColor,
    secondary_color: t.secondaryColor,
    season_id: t.seasonId,
    season_name: found.seasonName,
    division_id: t.divisionId,
    division_name: found.divisionName,
    game_count: played?.count ?? 0,
    roster: roster.map((m) => ({
      player_id: m.playerId,
      first_name: m.firstName,
      last_name: m.lastName,
      full_name: `${m.firstName} ${m.lastName}`,
      photo_url: m.photoUrl,
      jersey_number: m.jerseyNumber,
      roster_role: toRosterRole(m.rosterRole),
      has_account: m.userId !== null,
    })),
    coed_shortfalls: coedShortfalls(coedRules, mix),
  };
}

/** A field's 409: the form shows the message under the field, as for a 422. */
export function fieldConflict(path: string, message: string): AppError {
  return new AppError('CONFLICT', message, [{ path, message }]);
}
