import { browserStorage, createWriteQueue, type QueuedWrite, type QueueStorage } from '../../lib/offline-queue';

/**
 * Chat messages kept on the phone until the server has them (decision 078, as the referee's
 * writes, decision 037): the write's key is the message's client_key, so a resend after a lost
 * answer is the same message, stored once.
 */
export type ChatWrite = QueuedWrite & { teamId: string; body: string };

/** Never changed: messages queued before an update are sent after it. */
export const CHAT_QUEUE_KEY = 'team-chat-offline-queue';

function isChatWrite(write: Partial<ChatWrite>): boolean {
  return typeof write.teamId === 'string' && typeof write.body === 'string';
}

export function createChatQueue(storage: () => QueueStorage | null) {
  return createWriteQueue<ChatWrite>({ storageKey: CHAT_QUEUE_KEY, isWrite: isChatWrite, storage });
}

/** The phone's one chat queue (all teams). */
export const chatQueue = createChatQueue(browserStorage);
