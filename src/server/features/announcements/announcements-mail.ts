import { and, eq, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { announcements, divisions, players, registrations, seasons, teamRosters, users } from '../../db/schema/index';
import type { Messenger } from '../../messaging/messenger';
import { readLeagueSettings } from '../settings/league-settings';

export interface Audience {
  seasonId: string;
  /** null: every division of the season. */
  divisionId: string | null;
}

/** Registrations that no longer make someone a player of the season. */
const LAPSED_REGISTRATIONS = ['cancelled', 'refunded'];

/**
 * Every distinct address (lower-cased) of the audience's players: those on a roster of the
 * season (and division), and those registered for it. A player without an address of their
 * own is reached at their account's.
 */
export async function audienceAddresses(db: Database, audience: Audience): Promise<string[]> {
  const inDivision = (column: typeof teamRosters.divisionId | typeof registrations.divisionId): SQL | undefined =>
    audience.divisionId ? eq(column, audience.divisionId) : undefined;
  const rostered = db
    .select({ playerId: teamRosters.playerId })
    .from(teamRosters)
    .where(and(eq(teamRosters.seasonId, audience.seasonId), inDivision(teamRosters.divisionId)));
  const registered = db
    .select({ playerId: registrations.playerId })
    .from(registrations)
    .where(and(eq(registrations.seasonId, audience.seasonId), inDivision(registrations.divisionId), notInArray(registrations.status, LAPSED_REGISTRATIONS)));
  const address = sql<string | null>`lower(trim(coalesce(nullif(trim(${players.email}), ''), ${users.email})))`;
  const rows = await db
    .selectDistinct({ address })
    .from(players)
    .leftJoin(users, eq(users.id, players.userId))
    .where(sql`${players.id} in (${rostered} union ${registered})`);
  return rows
    .map((r) => r.address)
    .filter((a): a is string => Boolean(a?.includes('@')))
    .sort();
}

/**
 * Sends the announcement to its audience, one message per address, after the transaction
 * that claimed it (emailed_at) has committed; then stores how many went out.
 */
export async function emailAnnouncement({
  db,
  messenger,
  baseUrl,
  announcementId,
}: {
  db: Database;
  messenger: Messenger;
  baseUrl: string;
  announcementId: string;
}): Promise<number> {
  const [found] = await db
    .select({ row: announcements, seasonName: seasons.name, divisionName: divisions.name })
    .from(announcements)
    .leftJoin(seasons, eq(seasons.id, announcements.audienceSeasonId))
    .leftJoin(divisions, eq(divisions.id, announcements.audienceDivisionId))
    .where(and(eq(announcements.id, announcementId), isNotNull(announcements.audienceSeasonId)));
  if (!found?.row.audienceSeasonId) return 0;
  const { row } = found;
  const settings = await readLeagueSettings(db);
  const recipients = await audienceAddresses(db, { seasonId: found.row.audienceSeasonId, divisionId: row.audienceDivisionId });
  const group = [found.seasonName, found.divisionName].filter(Boolean).join(', ');
  const text = [
    row.body,
    `Read it online: ${baseUrl}/`,
    `You are receiving this because you play in ${group || 'the league'} with ${settings.leagueName}.`,
  ].join('\n\n');
  for (const to of recipients) {
    await messenger.sendEmail({ to, subject: `${settings.leagueName}: ${row.title}`, text });
  }
  await db.update(announcements).set({ emailedCount: recipients.length }).where(eq(announcements.id, announcementId));
  return recipients.length;
}
