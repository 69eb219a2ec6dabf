// How the worker answers the page's reads (decision 073; what it keeps, decisions 040, 055, 058):
// the network first, waited for NETWORK_WAIT_SECONDS, then the kept answer, reported to the page
// with the time it was fetched and why it was used ('offline': no connection; 'slow': the network
// had not answered in time). A network answer arriving after a kept one was shown is kept, and
// the page is told it may read again.
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { NetworkFirst } from 'workbox-strategies';
import { type AnswerRefreshed, type AnswerReport, FETCHED_AT_HEADER } from '../lib/worker-messages';
import { type Account, currentAccount, forgetAccount, isCurrent, learnFromSessionAnswer } from './account';

/** How long a read waits for the network before the kept answer is shown. */
export const NETWORK_WAIT_SECONDS = 4;

/** Asks the server, revalidating any HTTP-cached copy: offline, a browser-cached answer would pass for the network's. */
const FROM_NETWORK: RequestInit = { cache: 'no-cache' };

type WorkerMessage = AnswerReport | AnswerRefreshed;

/** Posts to the page that asked (a fetch event's client); nothing when there is none. */
async function tell(event: ExtendableEvent | undefined, message: WorkerMessage): Promise<void> {
  const clientId = (event as FetchEvent | undefined)?.clientId;
  if (!clientId) return;
  const client = await (globalThis as unknown as ServiceWorkerGlobalScope).clients.get(clientId);
  client?.postMessage(message);
}

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** Keeps only whole answers (200), and only while `stillWanted` holds, stamped with the time they were fetched. */
export function keptWithTime(stillWanted: () => Promise<boolean> = async () => true): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      if (response.status !== 200 || !(await stillWanted())) return null;
      const headers = new Headers(response.headers);
      headers.set(FETCHED_AT_HEADER, new Date().toISOString());
      return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
    },
  };
}

/**
 * Tells the page where each answer came from: the network (null), or the cache with the time
 * it was fetched and why; and, when the network's answer came after a kept one was shown,
 * that a fresh one is kept now.
 */
export const reportSource: WorkboxPlugin = {
  fetchDidFail: async ({ state }) => {
    if (state) state.offline = true;
  },
  handlerWillRespond: async ({ event, request, response, state }) => {
    const cachedAt = response.headers.get(FETCHED_AT_HEADER);
    const path = pathOf(request);
    const report: AnswerReport = { type: 'api-answer', path, cachedAt, reason: cachedAt ? (state?.offline ? 'offline' : 'slow') : null };
    if (state) state.servedKept = Boolean(cachedAt);
    const told = (async () => {
      await tell(event, report);
      if (cachedAt && state?.updated) await tell(event, { type: 'api-refreshed', path });
    })();
    event.waitUntil(told);
    return response;
  },
  cacheDidUpdate: async ({ event, request, state }) => {
    if (!state) return;
    state.updated = true;
    if (state.servedKept) await tell(event, { type: 'api-refreshed', path: pathOf(request) });
  },
};

/** A 401 means the session is gone (signed out elsewhere, or ended): nothing private stays. */
const forgetOnUnauthorized: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await forgetAccount();
    return response;
  },
};

/** Public answers: network first, then the kept copy; `plugins` add what the cache needs (expiry). */
export function publicAnswers({
  cacheName,
  plugins = [],
  waitSeconds = NETWORK_WAIT_SECONDS,
}: {
  cacheName: string;
  plugins?: WorkboxPlugin[];
  waitSeconds?: number;
}) {
  return new NetworkFirst({ cacheName, networkTimeoutSeconds: waitSeconds, fetchOptions: FROM_NETWORK, plugins: [keptWithTime(), ...plugins, reportSource] });
}

function accountAnswers(account: Account, waitSeconds: number) {
  return new NetworkFirst({
    cacheName: account.cacheName,
    networkTimeoutSeconds: waitSeconds,
    fetchOptions: FROM_NETWORK,
    // Kept only if the account is still this browser's when the answer comes (a sign-in
    // meanwhile makes it someone else's).
    plugins: [forgetOnUnauthorized, keptWithTime(() => isCurrent(account)), reportSource],
  });
}

/**
 * Private answers: kept in the cache of the account this browser is signed in as (decision 055);
 * with nobody known, straight from the network and never kept.
 */
export function privateAnswers({ waitSeconds = NETWORK_WAIT_SECONDS }: { waitSeconds?: number } = {}) {
  return async ({ event, request }: RouteHandlerCallbackOptions): Promise<Response> => {
    const account = await currentAccount();
    if (account) return accountAnswers(account, waitSeconds).handle({ event, request });
    const response = await fetch(request, FROM_NETWORK);
    if (response.status === 401) await forgetAccount();
    event.waitUntil(tell(event, { type: 'api-answer', path: pathOf(request), cachedAt: null, reason: null }));
    return response;
  };
}

/**
 * The session answer goes to the page as the network gave it, never kept: the worker only
 * learns from it who is signed in. Offline, it answers from the account's record while this
 * browser still holds the session, else null (signed out).
 */
export async function sessionAnswer({ event, request }: RouteHandlerCallbackOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request, { cache: 'no-store' });
  } catch {
    const account = await currentAccount();
    const path = pathOf(request);
    event.waitUntil(tell(event, { type: 'api-answer', path, cachedAt: account?.fetchedAt ?? null, reason: account ? 'offline' : null }));
    return Response.json(account ? account.payload : null);
  }
  await learnFromSessionAnswer(response);
  return response;
}
