import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { checkEligibility, isGenderRule } from '../../../shared/eligibility';
import { GAME_SLOT_MINUTES } from '../../../shared/games';
import { SUBSTITUTE_MESSAGES } from '../../../shared/substitutes';
import type { Database, Transaction } from '../../db/client';
import { divisions, players, seasons, substituteRequests } from '../../db/schema/index';
import { playersServingSuspensions } from '../discipline/index';
import { findIneligibility } from '../eligibility/index';
import type { GameRow } from './team-access';

/**
 * Who may substitute in a game (decision 080): a paid (or confirmed) registration in the game's
 * season, a signed waiver, on neither team of the game, no other game of theirs (as a rostered
 * player or a substitute) within a game's slot of this kick-off, not serving a suspension, and
 * allowed in the game's division by its age and gender rules (or an admin's exception).
 */

// Written as plain SQL with aliases: drizzle leaves columns unqualified in a one-table select,
// which the correlated subqueries would make ambiguous.
function ruleFlags(game: GameRow) {
  const from = new Date(game.startsAt.getTime() - GAME_SLOT_MINUTES * 60_000).toISOString();
  const to = new Date(game.startsAt.getTime() + GAME_SLOT_MINUTES * 60_000).toISOString();
  const near = (alias: string) => sql`${sql.raw(alias)}.starts_at > ${from}::timestamptz and ${sql.raw(alias)}.starts_at < ${to}::timestamptz`;
  return {
    registered: sql<boolean>`exists (select 1 from registrations r where r.player_id = "players"."id" and r.season_id = ${game.seasonId}::uuid and r.status in ('paid', 'confirmed'))`,
    waiver: sql<boolean>`exists (select 1 from waiver_signatures ws where ws.player_id = "players"."id")`,
    onTeam: sql<boolean>`exists (select 1 from team_rosters tr where tr.player_id = "players"."id" and tr.team_id in (${game.homeTeamId}::uuid, ${game.awayTeamId}::uuid))`,
    busy: sql<boolean>`(exists (select 1 from team_rosters tr join games g on g.home_team_id = tr.team_id or g.away_team_id = tr.team_id
        where tr.player_id = "players"."id" and g.id <> ${game.id}::uuid and g.status in ('scheduled', 'live') and ${near('g')})
      or exists (select 1 from substitute_requests sr join games g on g.id = sr.game_id
        where sr.claimed_by_player_id = "players"."id" and sr.status = 'filled' and g.id <> ${game.id}::uuid
          and g.status in ('scheduled', 'live') and ${near('g')}))`,
  };
}

interface Candidate {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  registered: boolean;
  waiver: boolean;
  onTeam: boolean;
  busy: boolean;
}

async function candidates(db: Database | Transaction, game: GameRow, where: SQL | undefined): Promise<Candidate[]> {
  return db
    .select({
      id: players.id,
      userId: players.userId,
      firstName: players.firstName,
      lastName: players.lastName,
      email: players.email,
      dateOfBirth: players.dateOfBirth,
      gender: players.gender,
      ...ruleFlags(game),
    })
    .from(players)
    .where(where)
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
}

async function divisionRules(db: Database | Transaction, game: GameRow) {
  const [row] = await db
    .select({ name: divisions.name, minAge: divisions.minAge, genderRule: divisions.genderRule, seasonStart: seasons.startDate })
    .from(divisions)
    .innerJoin(seasons, eq(seasons.id, game.seasonId))
    .where(eq(divisions.id, game.divisionId));
  if (!row) return null;
  return { rules: { name: row.name, minAge: row.minAge, genderRule: isGenderRule(row.genderRule) ? row.genderRule : 'open' }, seasonStart: row.seasonStart };
}

/** The accounts to tell about an open request: every eligible player with an account. */
export async function eligibleSubstituteUserIds(db: Database | Transaction, game: GameRow): Promise<string[]> {
  const registeredThisSeason = sql`exists (select 1 from registrations r where r.player_id = "players"."id" and r.season_id = ${game.seasonId}::uuid)`;
  const rows = await candidates(db, game, and(isNotNull(players.userId), registeredThisSeason));
  const suspended = await playersServingSuspensions(db, game.seasonId);
  const division = await divisionRules(db, game);
  const eligible: string[] = [];
  for (const row of rows) {
    if (!row.userId || !row.registered || !row.waiver || row.onTeam || row.busy || suspended.has(row.id)) continue;
    if (division && !checkEligibility(division.rules, division.seasonStart, row).eligible) {
      // Refused by the rule itself: an admin's exception may still let them in.
      const refusal = await findIneligibility(db, { seasonId: game.seasonId, divisionId: game.divisionId, person: row, email: row.email, playerId: row.id });
      if (refusal) continue;
    }
    eligible.push(row.userId);
  }
  return eligible;
}

/** Why this player may not substitute in the game, or null when they may. */
export async function substituteRefusal(db: Database | Transaction, game: GameRow, playerId: string): Promise<string | null> {
  const [row] = await candidates(db, game, eq(players.id, playerId));
  if (!row) return SUBSTITUTE_MESSAGES.noPlayer;
  if (row.onTeam) return SUBSTITUTE_MESSAGES.onTeam;
  if (!row.registered || !row.waiver) return SUBSTITUTE_MESSAGES.notRegistered;
  if (row.busy) return SUBSTITUTE_MESSAGES.busy;
  if ((await playersServingSuspensions(db, game.seasonId)).has(row.id)) return SUBSTITUTE_MESSAGES.suspended;
  const refusal = await findIneligibility(db, { seasonId: game.seasonId, divisionId: game.divisionId, person: row, email: row.email, playerId: row.id });
  return refusal?.message ?? null;
}

/** The confirmed substitutes of a game (both teams unless one is named), with names. */
export async function confirmedSubstitutes(
  db: Database | Transaction,
  gameIds: readonly string[],
): Promise<{ gameId: string; teamId: string; playerId: string; firstName: string; lastName: string }[]> {
  if (gameIds.length === 0) return [];
  return db
    .select({
      gameId: substituteRequests.gameId,
      teamId: substituteRequests.teamId,
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(substituteRequests)
    .innerJoin(players, eq(players.id, substituteRequests.claimedByPlayerId))
    .where(and(inArray(substituteRequests.gameId, [...gameIds]), eq(substituteRequests.status, 'filled')))
    .orderBy(asc(players.lastName), asc(players.firstName));
}
