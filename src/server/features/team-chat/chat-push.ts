import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ChatMessage } from '../../../shared/api/team-chat';
import type { Transaction } from '../../db/client';
import { pushSubscriptions, teamChatStates, users } from '../../db/schema/index';
import { notify } from '../notifications/index';
import { chatMemberUserIds } from './chat-access';

/** A push shows the start of a message; the chat has the rest. */
const PUSH_TEXT_MAX = 140;

export const chatPageUrl = (teamId: string) => `/player/chat/${teamId}`;

/**
 * A push per message (decision 078) for the team's members who can get one: a device
 * subscribed to push, the chat not muted, not the author, the account not disabled. Whether
 * they want chat pushes at all is their notification preference, which the delivery job
 * applies (decision 072). Members without push hear by the e-mail digest instead
 * (chat-digest.ts), so this asks for push only.
 */
export async function notifyChatMessage(tx: Transaction, input: { teamId: string; teamName: string; message: ChatMessage }): Promise<void> {
  const { teamId, teamName, message } = input;
  const members = (await chatMemberUserIds(tx, [teamId])).map((m) => m.userId).filter((id) => id !== message.author?.user_id);
  if (members.length === 0) return;
  const [withPush, muted] = await Promise.all([
    tx
      .selectDistinct({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(and(inArray(pushSubscriptions.userId, members), isNull(users.disabledAt))),
    tx
      .select({ userId: teamChatStates.userId })
      .from(teamChatStates)
      .where(and(eq(teamChatStates.teamId, teamId), eq(teamChatStates.muted, true), inArray(teamChatStates.userId, members))),
  ]);
  const mutedIds = new Set(muted.map((m) => m.userId));
  const recipients = withPush.map((p) => p.userId).filter((id) => !mutedIds.has(id));
  if (recipients.length === 0) return;
  const text = message.body.length > PUSH_TEXT_MAX ? `${message.body.slice(0, PUSH_TEXT_MAX - 1)}…` : message.body;
  await notify(tx, {
    kind: 'chat_message',
    recipientUserIds: recipients,
    eventKey: `chat:${message.id}`,
    title: `${teamName}: ${message.author?.name ?? 'A team member'}`,
    body: text,
    url: chatPageUrl(teamId),
    channels: ['push'],
  });
}
