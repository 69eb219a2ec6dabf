import { roleAllowed } from '../../../shared/roles';

export type GuardDecision = 'loading' | 'sign-in' | 'home' | 'allow';

/**
 * Spec §4 route guard: spinner while auth loads; no user → /login; a role outside the
 * allowed list → /. No list means any signed-in user.
 */
export function guardDecision(input: { loading: boolean; signedIn: boolean; role: string; allowed?: readonly string[] }): GuardDecision {
  if (input.loading) return 'loading';
  if (!input.signedIn) return 'sign-in';
  if (input.allowed && !roleAllowed(input.role, input.allowed)) return 'home';
  return 'allow';
}

/**
 * Where to go after signing in: the page the guard turned the user away from (router
 * location state `from`), else home. Only same-site paths, so the state cannot send anyone
 * to another site, and never back to /login.
 */
export function redirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const from = (state as { from: unknown }).from;
  if (typeof from !== 'object' || from === null) return '/';
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return '/';
  if (pathname === '/login') return '/';
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}
