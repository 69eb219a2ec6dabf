/**
 * This browser as a device that receives push notifications (issue 22, decision 073): the
 * Notification permission, and the service worker's PushManager subscription made with the
 * server's public (VAPID) key.
 */

/** What this browser can do about push: not at all, blocked by the person, or ask / on. */
export type PushAvailability = 'unsupported' | 'denied' | 'default' | 'granted';

/** How long to wait for the service worker before saying this browser cannot do it here. */
const WORKER_WAIT_MS = 15_000;

export const PUSH_MESSAGES = {
  unsupported: 'This browser cannot show notifications from the league. On an iPhone, add the app to your Home Screen first.',
  denied: 'Notifications are blocked for this site in your browser settings. Allow them there, then try again.',
  noWorker: 'Notifications need the app to be installed on this device first. Reload the page and try again.',
  failed: 'This device could not be signed up for notifications. Try again later.',
} as const;

export class PushDeviceError extends Error {}

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('Notification' in window) || !('serviceWorker' in navigator) || !('PushManager' in window)) return 'unsupported';
  return Notification.permission;
}

/** The service worker's registration, or an error when none comes (the dev server, a blocked worker). */
async function registration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PushDeviceError(PUSH_MESSAGES.noWorker)), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's current subscription, if any (without asking for anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  const ready = await navigator.serviceWorker.getRegistration();
  return ready ? ready.pushManager.getSubscription() : null;
}

/** base64url (the server's VAPID public key) to bytes, as PushManager wants it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface SubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label: string;
}

/**
 * Asks for the permission (the browser's own prompt, which needs the person's tap), then
 * subscribes this browser with the server's key. Returns what the server must keep.
 */
export async function subscribeThisDevice(publicKey: string): Promise<SubscriptionBody> {
  if (pushAvailability() === 'unsupported') throw new PushDeviceError(PUSH_MESSAGES.unsupported);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushDeviceError(PUSH_MESSAGES.denied);
  const worker = await registration();
  let subscription: PushSubscription;
  try {
    subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  } catch {
    throw new PushDeviceError(PUSH_MESSAGES.failed);
  }
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new PushDeviceError(PUSH_MESSAGES.failed);
  return { endpoint: json.endpoint, keys: { p256dh, auth }, label: deviceLabel() };
}

/** Ends this browser's subscription; returns its endpoint (for the server to forget), or null when there was none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe().catch(() => false);
  return endpoint;
}

/** A name for this device in the list of devices, from the browser's own description: "Chrome on Android". */
export function deviceLabel(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /(Chrome|Chromium|CriOS)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}
