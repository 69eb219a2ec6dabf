import { logError } from '../../lib/logger';
import { authApi } from './api';
import { createAuthStore, type AuthStore } from './store';

/** The browser's session store, wired to the real endpoints. */
export function createBrowserAuthStore(): AuthStore {
  return createAuthStore({
    fetchSession: authApi.getSession,
    fetchRole: authApi.getEffectiveRole,
    linkPhone: authApi.linkPhoneAuth,
    logError,
    defer: (task) => setTimeout(task, 0),
  });
}
