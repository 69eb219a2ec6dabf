import type { QueuedWrite, SendOutcome } from '../lib/offline-queue';

/** A queue's sender whose answers wait for `release()`: meanwhile the first write stays on its way. */
export function heldSender<W extends QueuedWrite>() {
  const sent: W[] = [];
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    sent,
    release: () => open(),
    send: async (write: W): Promise<SendOutcome> => {
      sent.push(write);
      await gate;
      return { outcome: 'done' };
    },
  };
}
