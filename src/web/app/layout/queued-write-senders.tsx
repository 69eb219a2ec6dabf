import { useCheckInQueue } from '../../features/check-in';
import { useSendAnswers } from '../../features/my-schedule/api';
import { useRefereeQueue } from '../../features/referee';
import { useSendChatMessages } from '../../features/team-chat';

/**
 * The writes kept on the phone (the referee's events, the player's answers, chat messages; decisions 037, 078) are
 * sent from whichever page is open once the connection is back, not only from the page that
 * made them (decision 058); each still only under its author's live session (decision 055).
 * Its own chunk, loaded for a signed-in person only (root-layout.tsx).
 */
export default function QueuedWriteSenders({ userId }: { userId: string }) {
  useRefereeQueue(userId);
  useSendAnswers(userId);
  useSendChatMessages(userId);
  useCheckInQueue(userId);
  return null;
}
