import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { WAITLIST_STATUSES, WAITLIST_PAGE_SIZE_DEFAULT, WAITLIST_PAGE_SIZE_MAX } from '../../../shared/waitlist';
import type { WaitlistPage } from '../../../shared/api/waitlist';
import type { Database } from '../../db/client';
import { divisions, seasons, teams, waitlistEntries, waitlistInvitations } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { toCsv } from '../../http/csv';
import { toWaitlistStatus } from './waitlist-views';
import { type FiltersOf, listQuerySchema, optionalIdParam, optionalParam, pageWindow, searchParam } from '../../http/list-query';
import { containsPattern, phoneDigitsMatch } from '../../http/search';

export const listWaitlistQuerySchema = listQuerySchema(
  {
    status: optionalParam(z.enum(WAITLIST_STATUSES, { error: `Status must be one of ${WAITLIST_STATUSES.join(', ')}.` })),
    season_id: optionalIdParam('Season must be a season id.'),
    division_id: optionalIdParam('Division must be a division id.'),
    q: searchParam(),
  },
  { pageSizeDefault: WAITLIST_PAGE_SIZE_DEFAULT, pageSizeMax: WAITLIST_PAGE_SIZE_MAX },
);
export type ListWaitlistQuery = z.infer<typeof listWaitlistQuerySchema>;
type WaitlistFilters = FiltersOf<ListWaitlistQuery>;

function filtersOf(query: WaitlistFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(waitlistEntries.status, query.status) : undefined,
    query.season_id ? eq(waitlistEntries.seasonId, query.season_id) : undefined,
    query.division_id ? eq(waitlistEntries.divisionId, query.division_id) : undefined,
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(waitlistEntries.fullName, pattern),
        ilike(waitlistEntries.email, pattern),
        ilike(waitlistEntries.phoneNumber, pattern),
        phoneDigitsMatch(waitlistEntries.phoneNumber, query.q),
      ),
    );
  }
  return and(...conditions);
}

/** product.md: priority ascending, then oldest first (the id only makes ties stable). */
const queueOrder = [asc(waitlistEntries.waitlistPriority), asc(waitlistEntries.createdAt), asc(waitlistEntries.id)];

/** The entry's one open invitation (claimed_at and revoked_at null), if any. */
const openInvitation = and(eq(waitlistInvitations.entryId, waitlistEntries.id), isNull(waitlistInvitations.claimedAt), isNull(waitlistInvitations.revokedAt));

export async function listWaitlist({ db, actor, query }: { db: Database; actor: Actor | null; query: ListWaitlistQuery }): Promise<WaitlistPage> {
  requireActor(actor);
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: waitlistEntries.id,
        fullName: waitlistEntries.fullName,
        email: waitlistEntries.email,
        phoneNumber: waitlistEntries.phoneNumber,
        status: waitlistEntries.status,
        priority: waitlistEntries.waitlistPriority,
        isNewPlayer: waitlistEntries.isNewPlayer,
        skillLevel: waitlistEntries.skillLevel,
        preferredPosition: waitlistEntries.preferredPosition,
        seasonId: waitlistEntries.seasonId,
        seasonName: seasons.name,
        divisionId: waitlistEntries.divisionId,
        divisionName: divisions.name,
        photoUrl: waitlistEntries.photoUrl,
        createdAt: waitlistEntries.createdAt,
        invitationExpiresAt: waitlistInvitations.expiresAt,
      })
      .from(waitlistEntries)
      .leftJoin(seasons, eq(seasons.id, waitlistEntries.seasonId))
      .leftJoin(divisions, eq(divisions.id, waitlistEntries.divisionId))
      .leftJoin(waitlistInvitations, openInvitation)
      .where(where)
      .orderBy(...queueOrder)
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ count: count() }).from(waitlistEntries).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      full_name: r.fullName,
      email: r.email,
      phone_number: r.phoneNumber,
      status: toWaitlistStatus(r.status),
      waitlist_priority: r.priority,
      is_new_player: r.isNewPlayer,
      skill_level: r.skillLevel,
      preferred_position: r.preferredPosition,
      season_id: r.seasonId,
      season_name: r.seasonName,
      division_id: r.divisionId,
      division_name: r.divisionName,
      photo_url: r.photoUrl,
      created_at: r.createdAt.toISOString(),
      invitation_expires_at: r.invitationExpiresAt?.toISOString() ?? null,
    })),
    total: total?.count ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

const previousTeam = alias(teams, 'previous_team');

const CSV_HEADER = [
  'id',
  'created_at',
  'status',
  'waitlist_priority',
  'season',
  'division',
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone_number',
  'date_of_birth',
  'gender',
  'is_new_player',
  'previous_team',
  'team_preference',
  'skill_level',
  'positions_played',
  'preferred_position',
  'jersey_size',
  'emergency_contact_name',
  'emergency_contact_phone',
  'has_physical_conditions',
  'physical_conditions_details',
  'mailing_list_opt_in',
  'notes',
  'waiver_accepted_at',
  'invitation_expires_at',
  'photo_url',
] as const;

/** Every entry the filters match, in queue order, as a spreadsheet-safe CSV file. */
export async function exportWaitlistCsv({ db, actor, query }: { db: Database; actor: Actor | null; query: WaitlistFilters }): Promise<string> {
  requireActor(actor);
  const rows = await db
    .select({
      entry: waitlistEntries,
      seasonName: seasons.name,
      divisionName: divisions.name,
      previousTeamName: previousTeam.name,
      invitationExpiresAt: waitlistInvitations.expiresAt,
    })
    .from(waitlistEntries)
    .leftJoin(seasons, eq(seasons.id, waitlistEntries.seasonId))
    .leftJoin(divisions, eq(divisions.id, waitlistEntries.divisionId))
    .leftJoin(previousTeam, eq(previousTeam.id, waitlistEntries.previousTeamId))
    .leftJoin(waitlistInvitations, openInvitation)
    .where(filtersOf(query))
    .orderBy(...queueOrder);
  return toCsv(
    CSV_HEADER,
    rows.map(({ entry: e, ...names }) => [
      e.id,
      e.createdAt.toISOString(),
      e.status,
      e.waitlistPriority,
      names.seasonName,
      names.divisionName,
      e.firstName,
      e.lastName,
      e.fullName,
      e.email,
      e.phoneNumber,
      e.dateOfBirth,
      e.gender,
      e.isNewPlayer,
      names.previousTeamName,
      e.teamPreference,
      e.skillLevel,
      e.positionsPlayed.join('; '),
      e.preferredPosition,
      e.jerseySize,
      e.emergencyContactName,
      e.emergencyContactPhone,
      e.hasPhysicalConditions,
      e.physicalConditionsDetails,
      e.mailingListOptIn,
      e.notes,
      e.waiverAcceptedAt?.toISOString() ?? null,
      names.invitationExpiresAt?.toISOString() ?? null,
      e.photoUrl,
    ]),
  );
}
