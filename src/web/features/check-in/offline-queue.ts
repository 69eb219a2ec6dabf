import type { CheckInInput } from '../../../shared/schemas/check-in';
import { browserStorage, createWriteQueue, type QueuedWrite, type QueueStorage } from '../../lib/offline-queue';

/**
 * The check-in page's writes (decision 083), kept on the phone until the server has them (the
 * referee's queue, decision 037): a check-in (its key is the body's client_key, its scan time
 * the moment of the tap or scan) or an undo. The server stores a client_key once and an undo of
 * a player not checked in is nothing to do, so a resend is safe.
 */
export type CheckInWrite = QueuedWrite & { gameId: string; playerId: string; playerName: string } & (
    | { kind: 'check-in'; body: CheckInInput }
    | { kind: 'undo' }
  );

/** Never changed: a phone's check-ins queued before an update are sent after it. */
export const CHECK_IN_QUEUE_KEY = 'check-in-offline-queue';

function isCheckInWrite(write: Partial<CheckInWrite>): boolean {
  if (typeof write.gameId !== 'string' || typeof write.playerId !== 'string') return false;
  if (write.kind === 'undo') return true;
  return write.kind === 'check-in' && typeof write.body === 'object' && write.body !== null;
}

export function createCheckInQueue(storage: () => QueueStorage | null) {
  return createWriteQueue<CheckInWrite>({ storageKey: CHECK_IN_QUEUE_KEY, isWrite: isCheckInWrite, storage });
}

/** The phone's one check-in queue (all games). */
export const checkInQueue = createCheckInQueue(browserStorage);
