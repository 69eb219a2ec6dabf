import { eq } from 'drizzle-orm';
import type { AdminAnnouncement, AnnouncementEmailPreview } from '../../../shared/api/announcements';
import { ANNOUNCEMENT_MESSAGES, type AnnouncementInput } from '../../../shared/schemas/announcements';
import type { Database, Transaction } from '../../db/client';
import { announcements, divisions, seasons } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { invalidField } from '../../http/errors';
import { recordAudit } from '../../core/audit/audit.service';
import { composeAnnouncementEmail, queueAnnouncementEmail } from './announcements-mail';
import { announcementIdOf, loadAdminAnnouncement, lockAnnouncement, type AnnouncementRow } from './announcements-views';

interface MailDeps {
  db: Database;
  baseUrl: string;
}

export async function getAnnouncement({
  db,
  actor,
  announcementId,
}: {
  db: Database;
  actor: Actor | null;
  announcementId: string;
}): Promise<AdminAnnouncement> {
  requireActor(actor);
  return loadAdminAnnouncement(db, announcementIdOf(announcementId));
}

/** The input as columns, with the audience's season and division checked to exist. */
async function columnsOf(tx: Transaction, input: AnnouncementInput, publishAt: Date) {
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
  // The schema compares the two when both are sent; a defaulted publish time is checked here.
  if (expiresAt && expiresAt.getTime() <= publishAt.getTime()) throw invalidField('expires_at', ANNOUNCEMENT_MESSAGES.expiresAfterPublish);
  const audience = input.audience ?? 'none';
  const seasonId = audience === 'none' ? null : (input.season_id ?? null);
  const divisionId = audience === 'division' ? (input.division_id ?? null) : null;
  if (seasonId) {
    const [season] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, seasonId));
    if (!season) throw invalidField('season_id', ANNOUNCEMENT_MESSAGES.season);
  }
  if (divisionId) {
    const [division] = await tx.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, divisionId));
    if (!division) throw invalidField('division_id', ANNOUNCEMENT_MESSAGES.division);
  }
  return {
    title: input.title,
    body: input.body,
    pinned: input.pinned ?? false,
    publishAt,
    expiresAt,
    audienceSeasonId: seasonId,
    audienceDivisionId: divisionId,
  };
}

/**
 * The e-mail is claimed (emailed_at set) and its messages queued in the outbox in the same
 * transaction as the save: two saves at once cannot both send it, and a save that fails
 * queues nothing. The outbox dispatcher delivers them after the commit (decision 047).
 */
async function queueIfClaimed(tx: Transaction, baseUrl: string, actor: Actor, row: AnnouncementRow, claimed: boolean): Promise<void> {
  if (!claimed) return;
  const count = await queueAnnouncementEmail({ tx, baseUrl, row });
  await recordAudit(tx, {
    actor,
    action: 'announcement.emailed',
    entityType: 'announcement',
    entityId: row.id,
    before: null,
    after: { audience_season_id: row.audienceSeasonId, audience_division_id: row.audienceDivisionId, emailed_count: count },
  });
}

/**
 * What saving would e-mail: how many players and the message itself, for the admin to
 * confirm before the save sends it. Nothing is stored.
 */
export async function previewAnnouncementEmail({
  db,
  baseUrl,
  actor,
  input,
}: {
  db: Database;
  baseUrl: string;
  actor: Actor | null;
  input: AnnouncementInput;
}): Promise<AnnouncementEmailPreview> {
  requireActor(actor);
  if ((input.audience ?? 'none') === 'none') throw invalidField('audience', ANNOUNCEMENT_MESSAGES.audience);
  const columns = await db.transaction((tx) => columnsOf(tx, input, new Date()));
  if (!columns.audienceSeasonId) throw invalidField('season_id', ANNOUNCEMENT_MESSAGES.season);
  const email = await composeAnnouncementEmail(db, {
    title: columns.title,
    body: columns.body,
    audience: { seasonId: columns.audienceSeasonId, divisionId: columns.audienceDivisionId },
    baseUrl,
  });
  return { recipient_count: email.recipients.length, subject: email.subject, text: email.text };
}

export async function createAnnouncement({ actor, input, ...deps }: MailDeps & { actor: Actor | null; input: AnnouncementInput }): Promise<AdminAnnouncement> {
  const admin = requireActor(actor);
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const columns = await columnsOf(tx, input, input.publish_at ? new Date(input.publish_at) : now);
    const claimed = columns.audienceSeasonId !== null;
    const [created] = await tx
      .insert(announcements)
      .values({ ...columns, createdBy: admin.userId, emailedAt: claimed ? now : null })
      .returning();
    if (!created) throw new Error('announcement was not stored');
    await recordAudit(tx, { actor: admin, action: 'announcement.created', entityType: 'announcement', entityId: created.id, before: null, after: created });
    await queueIfClaimed(tx, deps.baseUrl, admin, created, claimed);
    return created;
  });
  return loadAdminAnnouncement(deps.db, row.id);
}

/**
 * "Send again" names the sending it repeats (emailed_at as the admin saw it); compared under
 * the row lock, so of several saves naming one sending (a double click, four tabs, a retry)
 * only the first sends, and the others find it repeated already (issue 19).
 */
function repeatsLastSending(input: AnnouncementInput, emailedAt: Date): boolean {
  return input.send_again === true && Boolean(input.emailed_at) && Date.parse(input.emailed_at ?? '') === emailedAt.getTime();
}

/**
 * Replaces the announcement's fields. Its e-mail goes out only if it never has (e.g. an
 * audience was added later), or when the admin asks with send_again, once per sending seen.
 */
export async function updateAnnouncement({
  actor,
  announcementId,
  input,
  ...deps
}: MailDeps & { actor: Actor | null; announcementId: string; input: AnnouncementInput }): Promise<AdminAnnouncement> {
  const admin = requireActor(actor);
  const id = announcementIdOf(announcementId);
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockAnnouncement(tx, id);
    const columns = await columnsOf(tx, input, input.publish_at ? new Date(input.publish_at) : before.publishAt);
    const claimed = columns.audienceSeasonId !== null && (before.emailedAt === null || repeatsLastSending(input, before.emailedAt));
    const [after] = await tx
      .update(announcements)
      .set({ ...columns, updatedAt: now, ...(claimed ? { emailedAt: now } : {}) })
      .where(eq(announcements.id, id))
      .returning();
    if (!after) throw new Error('announcement was not updated');
    await recordAudit(tx, { actor: admin, action: 'announcement.updated', entityType: 'announcement', entityId: id, before, after });
    await queueIfClaimed(tx, deps.baseUrl, admin, after, claimed);
    return after;
  });
  return loadAdminAnnouncement(deps.db, row.id);
}

export async function deleteAnnouncement({ db, actor, announcementId }: { db: Database; actor: Actor | null; announcementId: string }): Promise<void> {
  const admin = requireActor(actor);
  const id = announcementIdOf(announcementId);
  await db.transaction(async (tx) => {
    const before = await lockAnnouncement(tx, id);
    await tx.delete(announcements).where(eq(announcements.id, id));
    await recordAudit(tx, { actor: admin, action: 'announcement.deleted', entityType: 'announcement', entityId: id, before, after: null });
  });
}
