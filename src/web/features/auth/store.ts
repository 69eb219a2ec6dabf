import type { AuthState, SessionPayload } from './types';
import { isApiError } from '../../lib/api-client';
import { hasRealEmail } from '../../lib/identity';

/**
 * No answer at all (offline, the server out of reach) says nothing about the session: the person
 * known to be signed in stays so, with their role (decision 058). Only an answer signs out.
 */
function isNoAnswer(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

export interface AuthStoreDeps {
  fetchSession: () => Promise<SessionPayload | null>;
  /** Resolves to the effective role (spec §4 priority), '' for none. */
  fetchRole: () => Promise<string>;
  linkPhone: (phoneNumber: string) => Promise<unknown>;
  logError: (context: string, error: unknown) => void;
  /** Spec §4: the role fetch runs right after an authentication event, deferred by 0 ms. */
  defer: (task: () => void) => void;
}

export interface RefreshOptions {
  /**
   * The same user changed something (name, phone): update without raising the loading
   * flag, so guarded pages stay on screen instead of flashing the spinner.
   */
  background?: boolean;
}

export interface AuthStore {
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  /** Re-reads the session (an authentication event), then the role. */
  refresh: (options?: RefreshOptions) => Promise<void>;
  /** After a phone sign-in: refresh, then link the phone if the account has no e-mail. */
  signedInWithPhone: (phoneNumber: string) => Promise<void>;
  signedOut: () => void;
}

const SIGNED_OUT: AuthState = { session: null, user: null, role: '', loading: false };

/**
 * The session state of spec §4 as a plain store (React binds to it with
 * useSyncExternalStore), so its rules are testable without a browser: loading stays true
 * until the session check and the role fetch have both finished.
 */
export function createAuthStore(deps: AuthStoreDeps): AuthStore {
  let state: AuthState = { ...SIGNED_OUT, loading: true };
  const listeners = new Set<() => void>();
  // Each refresh gets a number; answers to an older refresh are dropped, so a slow session
  // check cannot overwrite a sign-out that happened meanwhile.
  let generation = 0;

  function setState(next: Partial<AuthState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function loadRole(current: number): Promise<void> {
    return new Promise((done) => {
      deps.defer(() => {
        deps
          .fetchRole()
          .catch((error: unknown) => {
            deps.logError('role fetch failed', error);
            // The same person's role, unanswered: the one known (a new person's was reset to '').
            return isNoAnswer(error) ? state.role : '';
          })
          .then((role) => {
            if (current === generation) setState({ role, loading: false });
            done();
          });
      });
    });
  }

  async function refresh(options: RefreshOptions = {}): Promise<void> {
    const current = ++generation;
    const previousUserId = state.user?.id;
    if (!options.background) setState({ loading: true });

    let payload: SessionPayload | null;
    try {
      payload = await deps.fetchSession();
    } catch (error) {
      deps.logError('session check failed', error);
      if (current !== generation) return;
      if (state.user && isNoAnswer(error)) setState({ loading: false });
      else setState(SIGNED_OUT);
      return;
    }
    if (current !== generation) return;
    if (!payload) {
      setState(SIGNED_OUT);
      return;
    }
    const sameUser = previousUserId === payload.user.id;
    setState({
      session: payload.session,
      user: payload.user,
      // A different user must not act with the previous user's role while theirs loads.
      ...(sameUser ? {} : { role: '' }),
      loading: options.background && sameUser ? state.loading : true,
    });
    await loadRole(current);
  }

  async function signedInWithPhone(phoneNumber: string): Promise<void> {
    await refresh();
    const user = state.user;
    if (!user || hasRealEmail(user.email)) return;
    try {
      await deps.linkPhone(phoneNumber);
    } catch (error) {
      deps.logError('phone link failed', error); // spec §8: logged only
    }
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    signedInWithPhone,
    signedOut: () => {
      generation++;
      setState(SIGNED_OUT);
    },
  };
}
