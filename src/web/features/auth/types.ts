/**
 * Better Auth's answers as they arrive over JSON (dates are strings). Only the fields the web
 * app reads; Better Auth is a library, so these follow its documented responses.
 */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean | null;
}

export interface AuthSession {
  id: string;
  userId: string;
  expiresAt: string;
}

export interface SessionPayload {
  session: AuthSession;
  user: AuthUser;
}

/** Spec §3/§4: session, user, one effective role, loading flag. */
export interface AuthState {
  session: AuthSession | null;
  user: AuthUser | null;
  role: string;
  loading: boolean;
}
