// Push messages shown as the device's notifications, and a tap opening the page they are about
// (issue 22, decision 073). The server sends JSON (PushPayload, src/server/features/notifications):
// { title, body, url, kind, notificationId, tag }.

/** The icon beside every notification: the app's own. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** Said when a push message carries no title (an empty or unreadable message). */
export const FALLBACK_TITLE = 'New notification';

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { data: NotificationData };
}

export interface NotificationData {
  /** The page it is about, on this site: an app-relative path. */
  url: string;
  /** The notification centre's item, marked read when the notification is opened; null for a test. */
  id: string | null;
}

/** An app-relative path on this site ('/games/…'); anything else (another site, `//host`) is the home page. */
export function sitePath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** What a push message shows: its title and text, the app's icon, a tag that collapses repeats, the page to open. */
export function notificationFromPush(data: unknown): ShownNotification {
  const message = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const tag = text(message.tag, 200);
  const id = text(message.notificationId, 100);
  return {
    title: text(message.title, 200) || FALLBACK_TITLE,
    options: {
      body: text(message.body, 1000),
      icon: NOTIFICATION_ICON,
      lang: 'en',
      // A newer message with the same tag replaces the one shown, and still alerts the person.
      ...(tag ? { tag, renotify: true } : {}),
      data: { url: sitePath(message.url), id: id || null },
    } as NotificationOptions & { data: NotificationData },
  };
}

/** A push message's data as JSON, or null when it is empty or not JSON. */
export function pushData(data: PushMessageData | null | undefined): unknown {
  if (!data) return null;
  try {
    return data.json();
  } catch {
    return null;
  }
}

/** The notification's data as this worker stored it, or the home page. */
export function dataOf(notification: Notification): NotificationData {
  const data = notification.data as Partial<NotificationData> | null | undefined;
  return { url: sitePath(data?.url), id: typeof data?.id === 'string' ? data.id : null };
}

/**
 * Opens `url` (app-relative) for a tap: the window already showing it is focused; else a
 * window of the app is focused and moved there; else a new window opens.
 */
export async function openPage(clients: Clients, origin: string, url: string): Promise<void> {
  const target = new URL(url, origin).href;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as readonly WindowClient[];
  const showing = windows.find((client) => client.url === target);
  if (showing) {
    await showing.focus();
    return;
  }
  for (const client of windows) {
    try {
      // Focus first: the tap allows it for a moment only.
      const focused = await client.focus();
      if ((await focused.navigate(target)) !== null) return;
    } catch {
      // not this worker's window (navigate is refused), or focus was not allowed: next
    }
  }
  await clients.openWindow(target);
}
