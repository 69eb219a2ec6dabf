import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import { channelOn, type NotificationChannel } from '../../../shared/notifications';
import { CHAT_MESSAGE_DELETED } from '../../../shared/team-chat';
import { readLeagueSettings } from '../../core/settings/league-settings';
import type { Database } from '../../db/client';
import { notificationPreferences, pushSubscriptions, teamChatMessages, teamChatStates, teams, users } from '../../db/schema/index';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';
import { greeting } from '../../messaging/message-text';
import { queueEmails } from '../../messaging/messenger';
import { chatMemberUserIds } from './chat-access';
import { chatPageUrl } from './chat-push';

/** A chat quiet this long is summed up for those who have not seen it. */
export const CHAT_DIGEST_QUIET_MS = 10 * 60 * 1000;
/** At most one digest per person and chat in this long (the claiming update enforces it). */
export const CHAT_DIGEST_EVERY_MS = 60 * 60 * 1000;
/** Messages older than this are not mailed about (a chat that woke up after a month is not a backlog of mail). */
const LOOK_BACK_MS = 2 * 24 * 60 * 60 * 1000;
const MESSAGES_IN_DIGEST = 20;

interface Candidate {
  teamId: string;
  userId: string;
}

/**
 * The e-mail digest (decision 078): for each chat quiet for CHAT_DIGEST_QUIET_MS, each member who
 * has messages of others they neither read nor were mailed about gets one e-mail listing them,
 * if they hear chat messages by e-mail (by default: no device of theirs gets chat pushes) and
 * have not muted it. The state row is claimed by an update that requires the last digest to be
 * an hour old, in the transaction that queues the mail: one digest an hour per person and chat
 * whatever number of processes run this.
 */
export async function sendChatDigests({ db, baseUrl, now = new Date() }: { db: Database; baseUrl: string; now?: Date }): Promise<{ mailed: number }> {
  const quietSince = new Date(now.getTime() - CHAT_DIGEST_QUIET_MS);
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  // Chats with a message in the look-back window and none since the quiet spell began.
  const quietChats = await db
    .select({ teamId: teamChatMessages.teamId, teamName: teams.name })
    .from(teamChatMessages)
    .innerJoin(teams, eq(teams.id, teamChatMessages.teamId))
    .where(gt(teamChatMessages.createdAt, since))
    .groupBy(teamChatMessages.teamId, teams.name)
    .having(sql`max(${teamChatMessages.createdAt}) <= ${quietSince}`);
  if (quietChats.length === 0) return { mailed: 0 };
  const teamNames = new Map(quietChats.map((c) => [c.teamId, c.teamName]));
  const members = await chatMemberUserIds(
    db,
    quietChats.map((c) => c.teamId),
  );
  const userIds = [...new Set(members.map((m) => m.userId))];
  if (userIds.length === 0) return { mailed: 0 };
  const [people, choices, devices, settings] = await Promise.all([
    db.select({ id: users.id, email: users.email, name: users.name, disabledAt: users.disabledAt }).from(users).where(inArray(users.id, userIds)),
    db
      .select()
      .from(notificationPreferences)
      .where(and(inArray(notificationPreferences.userId, userIds), eq(notificationPreferences.kind, 'chat_message'))),
    db.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)),
    readLeagueSettings(db),
  ]);
  const personOf = new Map(people.map((p) => [p.id, p]));
  const choiceOf = new Map(choices.map((c) => [`${c.userId}|${c.channel}`, c.enabled]));
  const hasPush = new Set(devices.map((d) => d.userId));
  const wantsEmail = (userId: string) =>
    channelOn('chat_message', 'email', (channel: NotificationChannel) => choiceOf.get(`${userId}|${channel}`), { hasPushDevice: hasPush.has(userId) });
  const candidates: Candidate[] = members.filter((m) => {
    const person = personOf.get(m.userId);
    return person && !person.disabledAt && !isPhoneOnlyEmail(person.email) && wantsEmail(m.userId);
  });
  let mailed = 0;
  for (const candidate of candidates) {
    const person = personOf.get(candidate.userId);
    if (!person) continue;
    const sent = await mailDigest(db, candidate, {
      now,
      since,
      email: person.email,
      name: person.name,
      teamName: teamNames.get(candidate.teamId) ?? 'Your team',
      leagueName: settings.leagueName,
      baseUrl,
    });
    if (sent) mailed += 1;
  }
  return { mailed };
}

async function mailDigest(
  db: Database,
  { teamId, userId }: Candidate,
  context: { now: Date; since: Date; email: string; name: string; teamName: string; leagueName: string; baseUrl: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.insert(teamChatStates).values({ teamId, userId }).onConflictDoNothing();
    const hourAgo = new Date(context.now.getTime() - CHAT_DIGEST_EVERY_MS);
    // Locks the row: a second process waits here, then sees the claim below and skips.
    const [state] = await tx
      .select()
      .from(teamChatStates)
      .where(and(eq(teamChatStates.teamId, teamId), eq(teamChatStates.userId, userId)))
      .for('update');
    if (!state || state.muted) return false;
    if (state.digestSentAt && state.digestSentAt > hourAgo) return false;
    const after = Math.max(state.lastReadSeq, state.lastDigestSeq);
    const unseen = await tx
      .select({
        seq: teamChatMessages.seq,
        body: teamChatMessages.body,
        deletedAt: teamChatMessages.deletedAt,
        author: users.name,
        createdAt: teamChatMessages.createdAt,
      })
      .from(teamChatMessages)
      .leftJoin(users, eq(users.id, teamChatMessages.authorUserId))
      .where(
        and(
          eq(teamChatMessages.teamId, teamId),
          gt(teamChatMessages.seq, after),
          gt(teamChatMessages.createdAt, context.since),
          isNull(teamChatMessages.deletedAt),
          sql`${teamChatMessages.authorUserId} is distinct from ${userId}`,
        ),
      )
      .orderBy(asc(teamChatMessages.seq));
    const last = unseen.at(-1);
    if (!last) return false;
    // The claim: set only where the last digest is an hour old (a check the database makes).
    const claimed = await tx
      .update(teamChatStates)
      .set({ digestSentAt: context.now, lastDigestSeq: last.seq, updatedAt: sql`now()` })
      .where(
        and(
          eq(teamChatStates.teamId, teamId),
          eq(teamChatStates.userId, userId),
          sql`(${teamChatStates.digestSentAt} is null or ${teamChatStates.digestSentAt} <= ${hourAgo})`,
        ),
      )
      .returning({ teamId: teamChatStates.teamId });
    if (claimed.length === 0) return false;
    const shown = unseen.slice(-MESSAGES_IN_DIGEST);
    const lines = shown.map((m) => `${m.author ?? 'A former member'}: ${m.deletedAt ? CHAT_MESSAGE_DELETED : m.body}`);
    const more = unseen.length - shown.length;
    const count = unseen.length === 1 ? '1 new message' : `${unseen.length} new messages`;
    await queueEmails(tx, [
      {
        to: context.email,
        subject: `${context.teamName}: ${count} in your team chat`,
        text: [
          greeting(context.name),
          '',
          `${count} in the ${context.teamName} chat while you were away:`,
          '',
          ...(more > 0 ? [`(${more} earlier not shown)`] : []),
          ...lines,
          '',
          `Read and reply: ${context.baseUrl}${chatPageUrl(teamId)}`,
          '',
          'You get this e-mail at most once an hour per chat, when no device of yours gets chat notifications.',
          `Mute the chat there, or choose what you hear about on your profile: ${context.baseUrl}/profile`,
          '',
          context.leagueName,
        ].join('\n'),
      },
    ]);
    return true;
  });
}

/** The digest job (CHAT_DIGEST_INTERVAL_SECONDS; 0 turns it off, and tests call sendChatDigests). */
export function startChatDigestJob(deps: { db: Database; baseUrl: string; logger: Logger; intervalMs: number }): PeriodicJob {
  return startPeriodicJob({
    name: 'team chat digest',
    logger: deps.logger,
    intervalMs: deps.intervalMs,
    run: async () => void (await sendChatDigests({ db: deps.db, baseUrl: deps.baseUrl })),
  });
}
