import { AVAILABILITY_STATUSES, type AvailabilityStatus } from '../../../shared/games';
import { browserStorage, createWriteQueue, newClientKey, type QueuedWrite, type QueueStorage, type WriteQueue } from '../../lib/offline-queue';

/**
 * A player's Going / Maybe / Not going, kept on the phone until the server has it (decision
 * 040): answered at the field without a connection, it survives a reload and is sent once back
 * online. The server's PUT is an upsert, so a resend after a lost answer changes nothing.
 */
export type AnswerWrite = QueuedWrite & { gameId: string; status: AvailabilityStatus };
export type AnswerQueue = WriteQueue<AnswerWrite>;

/** Never changed: answers queued before an update are sent after it. */
export const ANSWER_QUEUE_KEY = 'availability-offline-queue';

const isAnswerWrite = (write: Partial<AnswerWrite>): boolean =>
  typeof write.gameId === 'string' && (AVAILABILITY_STATUSES as readonly unknown[]).includes(write.status);

export function createAnswerQueue(storage: () => QueueStorage | null): AnswerQueue {
  return createWriteQueue<AnswerWrite>({ storageKey: ANSWER_QUEUE_KEY, isWrite: isAnswerWrite, storage });
}

/** The phone's one queue of answers (all games). */
export const answerQueue = createAnswerQueue(browserStorage);

/** The user's answer for the game still on the phone (the last one given), if any. */
export function queuedAnswer(writes: readonly AnswerWrite[], userId: string, gameId: string): AnswerWrite | undefined {
  return writes.findLast((write) => write.userId === userId && write.gameId === gameId);
}

/**
 * Keeps an answer: the last one per game wins. An answer not sent yet is changed in place; one
 * on its way is followed by the new one (sent after it, so the server ends with the last).
 */
export function queueAnswer(queue: AnswerQueue, answer: { userId: string; gameId: string; status: AvailabilityStatus }): void {
  const queuedAt = new Date().toISOString();
  const unsent = queue.items().find((write) => write.userId === answer.userId && write.gameId === answer.gameId && write.key !== queue.sendingKey());
  if (unsent) queue.replace({ ...unsent, status: answer.status, queuedAt });
  else queue.add({ key: newClientKey(), ...answer, queuedAt });
}
