import { and, asc, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { DraftPoolPlayer } from '../../../shared/api/drafts';
import { ageGroupOf } from '../../../shared/drafts';
import { ageOn, checkEligibility, isGenderRule } from '../../../shared/eligibility';
import type { Database, Transaction } from '../../db/client';
import { divisions, draftPicks, players, registrations, seasons, teamRosters } from '../../db/schema/index';
import { findIneligibility } from '../eligibility/index';

type Db = Database | Transaction;

/** Registrations that put a player in the pool: paid (or confirmed after payment). */
const POOL_STATUSES = ['paid', 'confirmed'] as const;

/**
 * The draft pool (decision 081): paid registrations of the season and division whose player is
 * on no roster of it and, for a draft, not picked in it; highest skill first. Eligibility
 * (decision 044) is checked with the division's rules, an admin's exception lets a player in.
 * Notes are the registration's admin notes: only admins get them.
 */
export async function loadPool(
  db: Db,
  place: { seasonId: string; divisionId: string; draftId?: string; playerIds?: readonly string[] },
  options: { withNotes: boolean },
): Promise<DraftPoolPlayer[]> {
  const conditions = [
    eq(registrations.seasonId, place.seasonId),
    eq(registrations.divisionId, place.divisionId),
    inArray(registrations.status, [...POOL_STATUSES]),
    notExists(
      db
        .select({ one: sql`1` })
        .from(teamRosters)
        .where(and(eq(teamRosters.playerId, players.id), eq(teamRosters.seasonId, place.seasonId), eq(teamRosters.divisionId, place.divisionId))),
    ),
  ];
  if (place.draftId) {
    conditions.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(draftPicks)
          .where(and(eq(draftPicks.playerId, players.id), eq(draftPicks.draftId, place.draftId))),
      ),
    );
  }
  if (place.playerIds) conditions.push(inArray(players.id, [...place.playerIds, '00000000-0000-0000-0000-000000000000']));
  const rows = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
      skill: players.skillLevel,
      positions: players.positions,
      dateOfBirth: players.dateOfBirth,
      gender: players.gender,
      notes: registrations.notes,
    })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.playerId))
    .where(and(...conditions))
    .orderBy(sql`${players.skillLevel} desc nulls last`, asc(players.lastName), asc(players.firstName), desc(players.id));
  const [division] = await db
    .select({ name: divisions.name, minAge: divisions.minAge, genderRule: divisions.genderRule })
    .from(divisions)
    .where(eq(divisions.id, place.divisionId));
  const [season] = await db.select({ startDate: seasons.startDate }).from(seasons).where(eq(seasons.id, place.seasonId));
  const rules = division && { name: division.name, minAge: division.minAge, genderRule: isGenderRule(division.genderRule) ? division.genderRule : 'open' };
  const pool: DraftPoolPlayer[] = [];
  for (const row of rows) {
    let reason: string | null = null;
    if (rules && season) {
      const result = checkEligibility(rules, season.startDate, { dateOfBirth: row.dateOfBirth, gender: row.gender });
      if (!result.eligible) {
        const refusal = await findIneligibility(db, {
          seasonId: place.seasonId,
          divisionId: place.divisionId,
          person: { dateOfBirth: row.dateOfBirth, gender: row.gender },
          email: row.email,
          playerId: row.id,
        });
        reason = refusal?.message ?? null;
      }
    }
    pool.push({
      player_id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      skill: row.skill,
      positions: row.positions,
      age_group: season && row.dateOfBirth ? ageGroupOf(ageOn(row.dateOfBirth, season.startDate)) : null,
      notes: options.withNotes ? row.notes || null : null,
      eligible: reason === null,
      ineligible_reason: reason,
    });
  }
  return pool;
}
