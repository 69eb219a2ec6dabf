import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { announcements, divisions, players, registrations, seasons, teamRosters, users } from '../../db/schema/index';
import { queueEmails } from '../../messaging/messenger';
import { readLeagueSettings } from '../../core/settings/league-settings';
import type { RegistrationStatus } from '../../../shared/registrations';

export interface Audience {
  seasonId: string;
  /** null: every division of the season. */
  divisionId: string | null;
}

/** Registrations that no longer make someone a player of the season. */
const LAPSED_REGISTRATIONS: RegistrationStatus[] = ['cancelled', 'refunded'];

/**
 * Every distinct address (lower-cased) of the audience's players: those on a roster of the
 * season (and division), and those registered for it. A player without an address of their
 * own is reached at their account's.
 */
export async function audienceAddresses(db: Database | Transaction, audience: Audience): Promise<string[]> {
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

export interface AnnouncementEmail {
  recipients: string[];
  subject: string;
  text: string;
}

/**
 * The e-mail an announcement makes for its audience: one text for every recipient. The
 * preview (what the admin confirms) and the sending use this one function.
 */
export async function composeAnnouncementEmail(
  db: Database | Transaction,
  { title, body, audience, baseUrl }: { title: string; body: string; audience: Audience; baseUrl: string },
): Promise<AnnouncementEmail> {
  const [names] = await db
    .select({ seasonName: seasons.name, divisionName: divisions.name })
    .from(seasons)
    .leftJoin(divisions, audience.divisionId ? eq(divisions.id, audience.divisionId) : sql`false`)
    .where(eq(seasons.id, audience.seasonId));
  const settings = await readLeagueSettings(db);
  const recipients = await audienceAddresses(db, audience);
  const group = [names?.seasonName, names?.divisionName].filter(Boolean).join(', ');
  const text = [body, `Read it online: ${baseUrl}/`, `You are receiving this because you play in ${group || 'the league'} with ${settings.leagueName}.`].join(
    '\n\n',
  );
  return { recipients, subject: `${settings.leagueName}: ${title}`, text };
}

/**
 * Queues the announcement's e-mail in the outbox, one message per address, in the
 * transaction that claimed it (emailed_at), and stores how many it went to. The outbox
 * dispatcher delivers them and retries failures (decision 047).
 */
export async function queueAnnouncementEmail({
  tx,
  baseUrl,
  row,
}: {
  tx: Transaction;
  baseUrl: string;
  row: typeof announcements.$inferSelect;
}): Promise<number> {
  if (!row.audienceSeasonId) return 0;
  const email = await composeAnnouncementEmail(tx, {
    title: row.title,
    body: row.body,
    audience: { seasonId: row.audienceSeasonId, divisionId: row.audienceDivisionId },
    baseUrl,
  });
  await queueEmails(
    tx,
    email.recipients.map((to) => ({ to, subject: email.subject, text: email.text })),
  );
  await tx.update(announcements).set({ emailedCount: email.recipients.length }).where(eq(announcements.id, row.id));
  return email.recipients.length;
}
