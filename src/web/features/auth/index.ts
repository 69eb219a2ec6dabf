// The auth feature's public entry (scripts/check-layers.mjs): what other features may use.
import { lazy } from 'react';

export { AuthProvider, useAuth, useAuthStore } from './auth-context';

/**
 * Lazy: the pages that import this entry only for useAuth (the gallery, the referee page) must
 * not load the sign-up form, its password field and its draft code with it. Render it inside
 * a Suspense boundary.
 */
export const SignUpForm = lazy(() => import('./components/sign-up-form').then((m) => ({ default: m.SignUpForm })));
