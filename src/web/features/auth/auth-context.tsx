import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthStore } from './store';
import type { AuthState } from './types';

const AuthStoreContext = createContext<AuthStore | null>(null);

/** Provides the session store and runs the initial session check once. */
export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  useEffect(() => {
    void store.refresh();
  }, [store]);
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuthStore must be used inside <AuthProvider>');
  return store;
}

/** The current session state (spec §4): session, user, role, loading. */
export function useAuth(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}
