import { createContext, use } from 'react';

export interface WaitlistDialogControls {
  /** Opens the waitlist wizard (loading its code first if needed). */
  open: () => void;
  /** Starts fetching the wizard's code, e.g. when a pointer rests on a Join Waitlist button. */
  preload: () => void;
}

export const WaitlistDialogContext = createContext<WaitlistDialogControls | null>(null);

export function useWaitlistDialog(): WaitlistDialogControls {
  const controls = use(WaitlistDialogContext);
  if (!controls) throw new Error('useWaitlistDialog needs a WaitlistDialogProvider above it');
  return controls;
}
