import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { useWriteQueue } from '../../lib/use-write-queue';
import { sendCheckInWrite } from './api';
import { checkInNotices } from './notices';
import { checkInQueue } from './offline-queue';

/** Sends the checker's queued check-ins (mounted by the app shell on every page, decision 058); conflicts are kept for the page and toasted. */
export function useCheckInQueue(userId: string): void {
  const queryClient = useQueryClient();
  useWriteQueue(checkInQueue, {
    userId,
    send: (write) =>
      sendCheckInWrite(write, queryClient, (notice) => {
        checkInNotices.add(notice);
        toast.warning(notice.message, { title: notice.playerName });
      }),
    onResult: () => {},
  });
}
