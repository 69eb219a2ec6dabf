import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from './store';

/**
 * The roots of the query keys that hold one account's data (decision 055): every private
 * query's key starts with one of them. 'me': the player's own answers (schedule, next game,
 * registrations, profile); 'referee': the referee's dashboard and games, with their rosters;
 * 'check-in': the check-in sheets, with payment and waiver status (decision 083).
 */
export const PRIVATE_QUERY_ROOTS = ['me', 'referee', 'check-in'] as const;

/** Half-filled forms (decision 046), loaded when needed: every page's first load carries this file. */
const clearAllDrafts = () => void import('../../lib/form-draft').then((drafts) => drafts.clearAllDrafts());

/** Drops what this page holds of the account: its private queries and half-filled forms. */
export function forgetPrivateData(queryClient: QueryClient, clearDrafts: () => void = clearAllDrafts): void {
  for (const root of PRIVATE_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
  clearDrafts();
}

/**
 * Calls `forget` whenever the account in this browser changes from someone to anyone else: a
 * sign-out here, but also a session that ended elsewhere (the next session check names nobody)
 * or another person signing in without the previous one signing out. `forget` is told who is
 * signed in now (null: nobody). Returns the unsubscribe.
 */
export function onAccountChange(store: AuthStore, forget: (next: string | null) => void): () => void {
  let last = store.getState().user?.id ?? null;
  return store.subscribe(() => {
    const current = store.getState().user?.id ?? null;
    if (current === last) return;
    const previous = last;
    last = current;
    if (previous !== null) forget(current);
  });
}
