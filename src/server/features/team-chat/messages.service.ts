import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ChatHistory, ChatMessage } from '../../../shared/api/team-chat';
import type { SendChatMessageInput } from '../../../shared/schemas/team-chat';
import { CHAT_PAGE_SIZE, teamChatChannel } from '../../../shared/team-chat';
import type { Database, Transaction } from '../../db/client';
import { realtimeMessages, teamChatMessages, teamChatStates, users } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors';
import { publishRealtime } from '../../realtime/index';
import { chatAccessOf } from './chat-access';
import { notifyChatMessage } from './chat-push';

type MessageRow = typeof teamChatMessages.$inferSelect;

const messageColumns = {
  id: teamChatMessages.id,
  seq: teamChatMessages.seq,
  teamId: teamChatMessages.teamId,
  authorUserId: teamChatMessages.authorUserId,
  authorName: users.name,
  clientKey: teamChatMessages.clientKey,
  body: teamChatMessages.body,
  createdAt: teamChatMessages.createdAt,
  deletedAt: teamChatMessages.deletedAt,
};
type MessageWithAuthor = Pick<MessageRow, 'id' | 'seq' | 'teamId' | 'authorUserId' | 'clientKey' | 'body' | 'createdAt' | 'deletedAt'> & {
  authorName: string | null;
};

export function toChatMessage(row: MessageWithAuthor): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    team_id: row.teamId,
    author: row.authorUserId ? { user_id: row.authorUserId, name: row.authorName ?? '' } : null,
    body: row.deletedAt ? '' : row.body,
    client_key: row.clientKey,
    created_at: row.createdAt.toISOString(),
    deleted: row.deletedAt !== null,
  };
}

async function loadMessage(db: Database | Transaction, where: ReturnType<typeof eq>): Promise<ChatMessage | undefined> {
  const [row] = await db.select(messageColumns).from(teamChatMessages).leftJoin(users, eq(users.id, teamChatMessages.authorUserId)).where(where);
  return row ? toChatMessage(row) : undefined;
}

const CURSOR_MESSAGE = 'That is not a page of this chat (bad cursor).';

/**
 * A page of a team's chat, newest first, and the stream position it is as of: the position is
 * read first, so opening the stream after it misses nothing (a message in both arrives twice,
 * the same message, and the page keeps one).
 */
export async function chatHistory(db: Database, actor: Actor, teamId: string, query: { before?: string }): Promise<ChatHistory> {
  const access = await chatAccessOf(db, actor, teamId);
  let before: number | undefined;
  if (query.before !== undefined) {
    if (!/^\d{1,15}$/.test(query.before)) throw invalidField('before', CURSOR_MESSAGE);
    before = Number(query.before);
  }
  const channel = teamChatChannel(teamId);
  const [latest] = await db
    .select({ id: sql<string | number>`coalesce(max(${realtimeMessages.id}), 0)` })
    .from(realtimeMessages)
    .where(eq(realtimeMessages.channel, channel));
  const rows = await db
    .select(messageColumns)
    .from(teamChatMessages)
    .leftJoin(users, eq(users.id, teamChatMessages.authorUserId))
    .where(and(eq(teamChatMessages.teamId, teamId), before === undefined ? undefined : lt(teamChatMessages.seq, before)))
    .orderBy(desc(teamChatMessages.seq))
    .limit(CHAT_PAGE_SIZE + 1);
  const page = rows.slice(0, CHAT_PAGE_SIZE);
  const [state] = await db
    .select({ lastReadSeq: teamChatStates.lastReadSeq, muted: teamChatStates.muted })
    .from(teamChatStates)
    .where(and(eq(teamChatStates.teamId, teamId), eq(teamChatStates.userId, actor.userId)));
  const last = page.at(-1);
  return {
    team: { id: access.teamId, name: access.teamName },
    messages: page.map(toChatMessage),
    next_cursor: rows.length > CHAT_PAGE_SIZE && last ? String(last.seq) : null,
    last_event_id: Number(latest?.id ?? 0),
    last_read_seq: state?.lastReadSeq ?? 0,
    muted: state?.muted ?? false,
    can_delete_any: access.moderator,
  };
}

/** The caller has seen everything up to `seq` (their own message): read state only moves forward. */
export async function advanceReadState(db: Database | Transaction, teamId: string, userId: string, seq: number): Promise<number> {
  const [row] = await db
    .insert(teamChatStates)
    .values({ teamId, userId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [teamChatStates.teamId, teamChatStates.userId],
      set: { lastReadSeq: sql`greatest(${teamChatStates.lastReadSeq}, excluded.last_read_seq)`, updatedAt: sql`now()` },
    })
    .returning({ lastReadSeq: teamChatStates.lastReadSeq });
  return row?.lastReadSeq ?? seq;
}

/**
 * Sends a message (decision 078). The client key makes it idempotent: a retry, a resend from
 * the offline queue or two concurrent requests with one key store one message (the unique
 * (author, client_key) settles the race; the loser reads the winner's row) and the replay
 * answers that message with 200. A key already used for another team is a 409. The message is
 * published on the team's channel as the transaction's last write, and pushed to the members
 * who want it, in the same transaction.
 */
export async function sendChatMessage(
  db: Database,
  actor: Actor,
  teamId: string,
  input: SendChatMessageInput,
): Promise<{ created: boolean; message: ChatMessage }> {
  const access = await chatAccessOf(db, actor, teamId);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(teamChatMessages)
      .values({ teamId, authorUserId: actor.userId, clientKey: input.client_key, body: input.body })
      .onConflictDoNothing({ target: [teamChatMessages.authorUserId, teamChatMessages.clientKey] })
      .returning({ id: teamChatMessages.id, seq: teamChatMessages.seq });
    if (!inserted) {
      const existing = await loadMessage(
        tx,
        and(eq(teamChatMessages.authorUserId, actor.userId), eq(teamChatMessages.clientKey, input.client_key)) as ReturnType<typeof eq>,
      );
      if (!existing) throw new Error('a chat message conflicted on its client key but was not found');
      if (existing.team_id !== teamId) throw conflict('That client key was already used for a message in another chat.');
      return { created: false, message: existing };
    }
    const message = await loadMessage(tx, eq(teamChatMessages.id, inserted.id));
    if (!message) throw new Error('a chat message was not stored');
    await advanceReadState(tx, teamId, actor.userId, inserted.seq);
    await notifyChatMessage(tx, { teamId, teamName: access.teamName, message });
    // Last: it holds the publishers' turn until commit (decision 036).
    await publishRealtime(tx, teamChatChannel(teamId), { type: 'message', message });
    return { created: true, message };
  });
}

/**
 * Deletes a message: its author, a captain of the team or an admin (others 403). The row keeps
 * its place with the body emptied, so everyone's history shows "Message deleted" where it was;
 * deleting it again answers the same. Published so open chats show it at once.
 */
export async function deleteChatMessage(db: Database, actor: Actor, teamId: string, messageId: string): Promise<ChatMessage> {
  const access = await chatAccessOf(db, actor, teamId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ authorUserId: teamChatMessages.authorUserId, deletedAt: teamChatMessages.deletedAt })
      .from(teamChatMessages)
      .where(and(eq(teamChatMessages.id, messageId), eq(teamChatMessages.teamId, teamId)))
      .for('update');
    if (!row) throw notFound('That message');
    if (row.authorUserId !== actor.userId && !access.moderator) throw forbidden();
    if (!row.deletedAt) {
      await tx.update(teamChatMessages).set({ body: '', deletedAt: new Date(), deletedByUserId: actor.userId }).where(eq(teamChatMessages.id, messageId));
    }
    const message = await loadMessage(tx, eq(teamChatMessages.id, messageId));
    if (!message) throw notFound('That message');
    if (!row.deletedAt) await publishRealtime(tx, teamChatChannel(teamId), { type: 'message', message });
    return message;
  });
}
