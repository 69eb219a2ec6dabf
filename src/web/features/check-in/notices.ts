import { useSyncExternalStore } from 'react';
import type { CheckInNotice } from './api';

/**
 * What syncing found that the checker must see (decision 083): a player another device had
 * already checked in, a check-in the server refused. Kept while the page is open, newest first,
 * until dismissed.
 */
let notices: CheckInNotice[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const checkInNotices = {
  add(notice: CheckInNotice) {
    notices = [notice, ...notices.filter((n) => n.key !== notice.key)].slice(0, 20);
    emit();
  },
  dismiss(key: string) {
    notices = notices.filter((n) => n.key !== key);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  items: () => notices,
};

export function useCheckInNotices(): readonly CheckInNotice[] {
  return useSyncExternalStore(checkInNotices.subscribe, checkInNotices.items);
}
