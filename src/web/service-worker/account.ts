// Whose private answers this browser may keep and show (decision 055, kept as it was by the
// Workbox worker of decision 073). Private answers (the player's schedule, the roles, the
// referee's games) live in one account's own cache, `api-private:<user id>`, with a record of
// who it is (never the session answer itself, which carries the session's token). The cache is
// dropped as soon as this browser's account changes or its session is gone: a sign-in, sign-out,
// a session answer naming someone else or nobody, any 401, the session's end, or its cookies cleared.
import { OFFLINE_ACCOUNT_COOKIE, PRIVATE_CACHE_PREFIX } from '../lib/worker-messages';

/** In the account's cache: who it is and until when, the session answer given offline. */
export const ACCOUNT_RECORD = '/sw/account';

interface SessionPayload {
  session: { id: string; userId: string; expiresAt: string };
  user: { id: string; name?: unknown; email?: unknown; phoneNumber?: unknown; phoneNumberVerified?: unknown };
}

interface AccountRecord {
  payload: SessionPayload;
  fetchedAt: string;
}

export interface Account {
  cacheName: string;
  userId: string;
  /** The session answer without its token, address and browser. */
  payload: SessionPayload;
  fetchedAt: string;
}

/** The Cookie Store API where the browser gives it to workers (Chromium); undefined elsewhere. */
function cookieStore(): CookieStore | undefined {
  return (globalThis as { cookieStore?: CookieStore }).cookieStore;
}

async function privateCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX));
}

/** Drops every account's private answers and the account cookie: nobody, as far as this browser knows. */
export async function forgetAccount(): Promise<void> {
  for (const name of await privateCaches()) await caches.delete(name);
  await cookieStore()
    ?.delete(OFFLINE_ACCOUNT_COOKIE)
    .catch(() => undefined);
}

function isSessionPayload(value: unknown): value is SessionPayload {
  const candidate = value as Partial<SessionPayload> | null;
  return typeof candidate?.user?.id === 'string' && typeof candidate.session?.expiresAt === 'string';
}

/** The account a session answer names becomes this browser's: anyone else's answers go. */
async function rememberAccount(payload: SessionPayload): Promise<void> {
  const cacheName = PRIVATE_CACHE_PREFIX + payload.user.id;
  for (const name of await privateCaches()) if (name !== cacheName) await caches.delete(name);
  const { id, userId, expiresAt } = payload.session;
  const { name, email, phoneNumber, phoneNumberVerified } = payload.user;
  const record: AccountRecord = {
    payload: { session: { id, userId, expiresAt }, user: { id: payload.user.id, name, email, phoneNumber, phoneNumberVerified } },
    fetchedAt: new Date().toISOString(),
  };
  await (await caches.open(cacheName)).put(ACCOUNT_RECORD, Response.json(record));
  await cookieStore()
    ?.set({ name: OFFLINE_ACCOUNT_COOKIE, value: payload.user.id, expires: Date.parse(expiresAt), path: '/', sameSite: 'strict' })
    .catch(() => undefined);
}

/**
 * The account whose private answers this browser may show: the one the last session answer
 * named, while its session has not expired and its cookie is still here (browsers without the
 * Cookie Store API cannot tell cleared cookies; the expiry and the next session answer still
 * apply). Anything else drops every private answer.
 */
export async function currentAccount(): Promise<Account | null> {
  const names = await privateCaches();
  const cacheName = names[0];
  if (cacheName === undefined) return null;
  const stored = await (await caches.open(cacheName)).match(ACCOUNT_RECORD);
  const record = stored ? ((await stored.json().catch(() => null)) as AccountRecord | null) : null;
  const userId = record?.payload?.user?.id;
  const alive = names.length === 1 && record && userId && Date.parse(record.payload.session.expiresAt) > Date.now();
  const store = cookieStore();
  const cookie = alive && store ? await store.get(OFFLINE_ACCOUNT_COOKIE).catch(() => null) : undefined;
  if (!alive || !record || !userId || (store && cookie?.value !== userId)) {
    await forgetAccount();
    return null;
  }
  return { cacheName, userId, payload: record.payload, fetchedAt: record.fetchedAt };
}

/** Whether the account is still this browser's (its cache was not dropped or replaced meanwhile). */
export async function isCurrent(account: Account): Promise<boolean> {
  const names = await privateCaches();
  return names.length === 1 && names[0] === account.cacheName;
}

/**
 * Learns who is signed in from a session answer as it passes to the page: nobody drops the
 * private answers, someone makes their cache this browser's.
 */
export async function learnFromSessionAnswer(response: Response): Promise<void> {
  if (!response.ok) return;
  const payload: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (payload === null) await forgetAccount();
  else if (isSessionPayload(payload)) await rememberAccount(payload);
}
