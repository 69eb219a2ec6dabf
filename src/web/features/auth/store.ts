import type { AuthState, SessionPayload } from './types';
import { hasRealEmail } from '../../lib/identity';

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
            return '';
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
      if (current === generation) setState(SIGNED_OUT);
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
