import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { attemptWrite } from '../../lib/offline-queue';
import { toast } from '../../lib/toast';
import { useWriteQueue } from '../../lib/use-write-queue';
import { storeChatMessage } from './api';
import { chatQueue } from './offline-queue';

/**
 * Sends the person's queued chat messages, from whichever page is open (decision 058), each
 * under its author's session only (decision 055); the stored message takes the pending one's
 * place in the chat.
 */
export function useSendChatMessages(userId: string): void {
  const queryClient = useQueryClient();
  useWriteQueue(chatQueue, {
    userId,
    send: (write) =>
      attemptWrite(async () => {
        const message = await api('POST /api/teams/:teamId/chat/messages', {
          params: { teamId: write.teamId },
          body: { body: write.body, client_key: write.key },
        });
        storeChatMessage(queryClient, message);
      }),
    onResult: (_write, result) => {
      if (result.outcome === 'refused') toast.error(result.message, { title: 'Message not sent' });
    },
  });
}
