import { useQueryClient } from '@tanstack/react-query';
import { GAME_EVENT_LABELS } from '../../../shared/games';
import { toast } from '../../lib/toast';
import { useWriteQueue } from '../../lib/use-write-queue';
import { sendRefereeWrite, storeAnsweredGame } from './api';
import { refereeQueue, type RefereeWrite } from './offline-queue';

function refusedTitle(write: RefereeWrite): string {
  if (write.kind === 'delete') return 'Not deleted';
  if (write.kind === 'correct') return 'Not corrected';
  return `${GAME_EVENT_LABELS[write.body.type] ?? 'Event'} not recorded`;
}

/** Sends the referee's queued writes (mounted by the app shell on every page); each answer updates the game's page. */
export function useRefereeQueue(userId: string): void {
  const queryClient = useQueryClient();
  useWriteQueue(refereeQueue, {
    userId,
    send: (write) => sendRefereeWrite(write, (game) => storeAnsweredGame(queryClient, game)),
    onResult: (write, result) => {
      if (result.outcome === 'refused') toast.error(result.message, { title: refusedTitle(write) });
    },
  });
}
