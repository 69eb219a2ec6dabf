import type { AuthSession, AuthUser } from '../../../shared/api/auth';

export type { AuthSession, AuthUser, SessionPayload } from '../../../shared/api/auth';

/** Spec §3/§4: session, user, one effective role, loading flag. */
export interface AuthState {
  session: AuthSession | null;
  user: AuthUser | null;
  role: string;
  loading: boolean;
}
