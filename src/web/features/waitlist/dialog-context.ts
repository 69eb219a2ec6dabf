import { createContext, use } from 'react';

export interface WaitlistDialogControls {
  /** Opens the waitlist wizard (loading its code first if needed). */
  open: () => void;
  /** Starts fetching the wizard's code, e.g. when a pointer rests on a Join Waitlist button. */
  preload: () => void;
  /** The e-mail last put on the waitlist from this tab, for the page to say so (null before). */
  joinedEmail: string | null;
}

export const WaitlistDialogContext = createContext<WaitlistDialogControls | null>(null);

export function useWaitlistDialog(): WaitlistDialogControls {
  const controls = use(WaitlistDialogContext);
  if (!controls) throw new Error('useWaitlistDialog needs a WaitlistDialogProvider above it');
  return controls;
}

/**
 * Where the dialog is, kept in the browser's history (lib/use-history-steps, decision 046):
 * closed on the page's own entry, then one entry per step. A join closes it (spec §8).
 * Here rather than in wizard.ts, which pulls in the schemas: the provider is on every page.
 */
export type WaitlistView = 'closed' | 0 | 1 | 2 | 3;
export const WAITLIST_HISTORY_KEY = 'waitlist';

export function isWaitlistView(value: unknown): value is WaitlistView {
  return value === 'closed' || value === 0 || value === 1 || value === 2 || value === 3;
}
