import type { CorrectGameEventInput, DeleteGameEventInput, RecordGameEventInput } from '../../../shared/schemas/game-events';
import { browserStorage, createWriteQueue, type QueuedWrite, type QueueStorage } from '../../lib/offline-queue';

/**
 * The referee page's writes (decision 037), kept on the phone until the server has them: a new
 * event (its key is the event's client_key), a correction or a deletion. The server stores a
 * client_key once and treats a second correction or deletion as the same change.
 */
export type RefereeWrite = QueuedWrite & { gameId: string } & (
    | { kind: 'record'; body: RecordGameEventInput }
    | { kind: 'correct'; eventId: string; body: CorrectGameEventInput }
    | { kind: 'delete'; eventId: string; body: DeleteGameEventInput }
  );

/** Never changed: a phone's writes queued before an update are sent after it. */
export const REFEREE_QUEUE_KEY = 'referee-offline-queue';

function isRefereeWrite(write: Partial<RefereeWrite>): boolean {
  return (
    (write.kind === 'record' || write.kind === 'correct' || write.kind === 'delete') &&
    typeof write.gameId === 'string' &&
    typeof write.body === 'object' &&
    write.body !== null
  );
}

export function createRefereeQueue(storage: () => QueueStorage | null) {
  return createWriteQueue<RefereeWrite>({ storageKey: REFEREE_QUEUE_KEY, isWrite: isRefereeWrite, storage });
}

/** The phone's one referee queue (all games). */
export const refereeQueue = createRefereeQueue(browserStorage);
