import type { NotificationData } from '@mantine/notifications';
import { logError } from './logger';

/** Spec §9: toasts last 4 s by default, at most 3 visible. */
export const TOAST_DURATION_MS = 4_000;
export const TOAST_LIMIT = 3;

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'blue', warning: 'yellow' };

/**
 * The notifications code (with its portal and transitions, about 15 KB gzip) is a separate
 * chunk, off the first load: the app shell mounts it once the page is idle, or at the first
 * toast, whichever comes first (see provider.tsx).
 */
export const loadNotifications = () => import('@mantine/notifications');

let mountToasts: (() => void) | null = null;
let toastRequested = false;

/** The shell's hook: called at once if a toast was asked for before the shell was ready. */
export function whenToastsNeeded(mount: () => void): void {
  mountToasts = mount;
  if (toastRequested) mount();
}

export interface ToastOptions {
  title?: string;
  kind?: ToastKind;
  /** Same id while shown: the toast is not repeated (e.g. several failed saves at once). */
  id?: string;
  durationMs?: number;
}

export function toastData(message: string, options: ToastOptions = {}): NotificationData {
  const kind = options.kind ?? 'info';
  return {
    id: options.id ?? `${kind}:${options.title ?? ''}:${message}`,
    title: options.title,
    message,
    color: COLORS[kind],
    autoClose: options.durationMs ?? TOAST_DURATION_MS,
    // Errors are announced at once; the rest politely.
    role: kind === 'error' ? 'alert' : 'status',
    closeButtonProps: { 'aria-label': 'Close notification' },
  };
}

/**
 * Toasts whose chunk could not be fetched (the connection dropped before the page was idle:
 * "You are now offline…" is exactly such a toast). Shown by a small list in the app shell
 * (FallbackToasts), so the spec's toast still appears and the page stays as it was (issue 20).
 */
let fallbackToasts: readonly NotificationData[] = [];
const fallbackListeners = new Set<() => void>();

function setFallbackToasts(next: readonly NotificationData[]): void {
  fallbackToasts = next;
  for (const listener of fallbackListeners) listener();
}

export const fallbackToastStore = {
  items: (): readonly NotificationData[] => fallbackToasts,
  subscribe(listener: () => void): () => void {
    fallbackListeners.add(listener);
    return () => fallbackListeners.delete(listener);
  },
  /** The newest TOAST_LIMIT stay; a toast with the same id replaces the one shown. */
  show(data: NotificationData): void {
    setFallbackToasts([...fallbackToasts.filter((item) => item.id !== data.id), data].slice(-TOAST_LIMIT));
  },
  hide(id: string | undefined): void {
    setFallbackToasts(fallbackToasts.filter((item) => item.id !== id));
  },
};

/** The one toast helper. */
export function showToast(message: string, options: ToastOptions = {}): void {
  toastRequested = true;
  mountToasts?.();
  const data = toastData(message, options);
  // The store keeps a toast shown before its container mounts; the container then shows it.
  loadNotifications()
    .then(({ notifications }) => notifications.show(data))
    .catch((error: unknown) => {
      logError('toast', error);
      fallbackToastStore.show(data);
    });
}

export const toast = {
  success: (message: string, options?: Omit<ToastOptions, 'kind'>) => showToast(message, { ...options, kind: 'success' }),
  error: (message: string, options?: Omit<ToastOptions, 'kind'>) => showToast(message, { ...options, kind: 'error' }),
  info: (message: string, options?: Omit<ToastOptions, 'kind'>) => showToast(message, { ...options, kind: 'info' }),
  warning: (message: string, options?: Omit<ToastOptions, 'kind'>) => showToast(message, { ...options, kind: 'warning' }),
};
