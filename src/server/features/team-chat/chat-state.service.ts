import { and, asc, count, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { ChatMute, ChatTeams, ChatUnread } from '../../../shared/api/team-chat';
import type { MarkChatReadInput, SetChatMuteInput } from '../../../shared/schemas/team-chat';
import type { Database, Transaction } from '../../db/client';
import { notifications, players, seasons, teamChatMessages, teamChatStates, teamRosters, teams } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { invalidField } from '../../http/errors';
import { chatAccessOf } from './chat-access';
import { chatPageUrl } from './chat-push';
import { advanceReadState } from './messages.service';

/** Messages of others the person has not seen, per team: not their own, not deleted. */
export async function unreadByTeam(db: Database | Transaction, userId: string, teamIds: readonly string[]): Promise<Map<string, number>> {
  if (teamIds.length === 0) return new Map();
  const rows = await db
    .select({ teamId: teamChatMessages.teamId, unread: count() })
    .from(teamChatMessages)
    .leftJoin(teamChatStates, and(eq(teamChatStates.teamId, teamChatMessages.teamId), eq(teamChatStates.userId, userId)))
    .where(
      and(
        inArray(teamChatMessages.teamId, [...teamIds]),
        isNull(teamChatMessages.deletedAt),
        sql`${teamChatMessages.authorUserId} is distinct from ${userId}`,
        sql`${teamChatMessages.seq} > coalesce(${teamChatStates.lastReadSeq}, 0)`,
      ),
    )
    .groupBy(teamChatMessages.teamId);
  return new Map(rows.map((r) => [r.teamId, r.unread]));
}

/**
 * The caller's team chats (the teams of their roster places, seasons not completed) with what
 * they have not read: the chat list and the navigation's badge.
 */
export async function listChatTeams(db: Database, actor: Actor): Promise<ChatTeams> {
  const mine = await db
    .select({ teamId: teams.id, teamName: teams.name, seasonName: seasons.name, muted: teamChatStates.muted })
    .from(teamRosters)
    .innerJoin(players, eq(players.id, teamRosters.playerId))
    .innerJoin(teams, eq(teams.id, teamRosters.teamId))
    .innerJoin(seasons, eq(seasons.id, teams.seasonId))
    .leftJoin(teamChatStates, and(eq(teamChatStates.teamId, teams.id), eq(teamChatStates.userId, actor.userId)))
    .where(and(eq(players.userId, actor.userId), ne(seasons.status, 'completed')))
    .orderBy(asc(teams.name), asc(teams.id));
  const teamIds = mine.map((t) => t.teamId);
  const [unread, latest] = await Promise.all([
    unreadByTeam(db, actor.userId, teamIds),
    teamIds.length === 0
      ? []
      : db
          .select({ teamId: teamChatMessages.teamId, at: max(teamChatMessages.createdAt) })
          .from(teamChatMessages)
          .where(inArray(teamChatMessages.teamId, teamIds))
          .groupBy(teamChatMessages.teamId),
  ]);
  const latestOf = new Map(latest.map((l) => [l.teamId, l.at]));
  const list = mine.map((t) => ({
    team_id: t.teamId,
    team_name: t.teamName,
    season_name: t.seasonName,
    unread_count: unread.get(t.teamId) ?? 0,
    muted: t.muted ?? false,
    last_message_at: latestOf.get(t.teamId)?.toISOString() ?? null,
  }));
  return { teams: list, unread_total: list.reduce((sum, t) => sum + (t.muted ? 0 : t.unread_count), 0) };
}

/**
 * The caller has seen the chat up to a message (read state only moves forward, so an older
 * page's read from another device changes nothing). Their chat pushes for this team leave the
 * notification centre's unread count too.
 */
export async function markChatRead(db: Database, actor: Actor, teamId: string, input: MarkChatReadInput): Promise<ChatUnread> {
  await chatAccessOf(db, actor, teamId);
  const [message] = await db
    .select({ seq: teamChatMessages.seq })
    .from(teamChatMessages)
    .where(and(eq(teamChatMessages.id, input.message_id), eq(teamChatMessages.teamId, teamId)));
  if (!message) throw invalidField('message_id', 'message_id must be a message of this chat.');
  const lastReadSeq = await advanceReadState(db, teamId, actor.userId, message.seq);
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, actor.userId),
        eq(notifications.kind, 'chat_message'),
        eq(notifications.url, chatPageUrl(teamId)),
        isNull(notifications.readAt),
      ),
    );
  const unread = await unreadByTeam(db, actor.userId, [teamId]);
  return { unread_count: unread.get(teamId) ?? 0, last_read_seq: lastReadSeq };
}

/** Mutes or unmutes a chat for the caller: no pushes and no digest while muted; the badge leaves it out. */
export async function setChatMute(db: Database, actor: Actor, teamId: string, input: SetChatMuteInput): Promise<ChatMute> {
  await chatAccessOf(db, actor, teamId);
  await db
    .insert(teamChatStates)
    .values({ teamId, userId: actor.userId, muted: input.muted })
    .onConflictDoUpdate({ target: [teamChatStates.teamId, teamChatStates.userId], set: { muted: input.muted, updatedAt: sql`now()` } });
  return { muted: input.muted };
}
