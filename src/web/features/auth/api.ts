import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resolveEffectiveRole } from '../../../shared/roles';
import type { SignInInput, SignUpInput } from '../../../shared/schemas/auth';
import { api } from '../../lib/api';
import { logError } from '../../lib/logger';
import { useAuthStore } from './auth-context';
import { PRIVATE_QUERY_ROOTS } from './private-data';

// Better Auth's endpoints (mounted at /api/auth) and the app's own session endpoints.
export const authApi = {
  getSession: () => api('GET /api/auth/get-session'),
  /** Spec §7 "Read roles", resolved to the one effective role with the shared rule. */
  getEffectiveRole: async () => resolveEffectiveRole((await api('GET /api/me/roles')).roles),
  /** Spec §7 "Link phone": the link-phone-auth function, body field phone_number. */
  linkPhoneAuth: (phoneNumber: string) => api('POST /api/link-phone-auth', { body: { phone_number: phoneNumber } }),
  signInWithEmail: (input: SignInInput) => api('POST /api/auth/sign-in/email', { body: input }),
  signUp: (input: SignUpInput) =>
    api('POST /api/auth/sign-up/email', {
      body: { name: `${input.first_name} ${input.last_name}`, email: input.email, password: input.password },
    }),
  signOut: () => api('POST /api/auth/sign-out', { body: {} }),
  requestPasswordReset: (email: string) => api('POST /api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } }),
  resetPassword: (input: { newPassword: string; token: string }) => api('POST /api/auth/reset-password', { body: input }),
  sendPhoneCode: (phoneNumber: string) => api('POST /api/auth/phone-number/send-otp', { body: { phoneNumber } }),
  /** Signs in (or, with updatePhoneNumber, sets the signed-in account's phone). */
  verifyPhoneCode: (input: { phoneNumber: string; code: string; updatePhoneNumber?: boolean }) => api('POST /api/auth/phone-number/verify', { body: input }),
  updateName: (name: string) => api('POST /api/auth/update-user', { body: { name } }),
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    api('POST /api/auth/change-password', { body: { ...input, revokeOtherSessions: true } }),
  revokeAllSessions: () => api('POST /api/auth/revoke-sessions', { body: {} }),
};

// Sign-in forms show their own errors: there a 401 means wrong credentials, not an expired
// session, so the global mutation toast (spec §8) stays quiet.
export const INLINE_ERRORS = { errorToast: false } as const;

export function useEmailSignIn() {
  const store = useAuthStore();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await authApi.signInWithEmail(input);
      await store.refresh();
    },
    meta: INLINE_ERRORS,
  });
}

/** Sign-up's first half: the same answer for a new and a taken address, and no session. */
export function useSignUp() {
  return useMutation({ mutationFn: authApi.signUp, meta: INLINE_ERRORS });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: (phoneNumber: string) => authApi.sendPhoneCode(phoneNumber), meta: INLINE_ERRORS });
}

export function usePhoneSignIn() {
  const store = useAuthStore();
  return useMutation({
    mutationFn: async (input: { phoneNumber: string; code: string }) => {
      await authApi.verifyPhoneCode(input);
      await store.signedInWithPhone(input.phoneNumber);
    },
    meta: INLINE_ERRORS,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => authApi.requestPasswordReset(email), meta: INLINE_ERRORS });
}

export function useResetPassword() {
  return useMutation({ mutationFn: authApi.resetPassword, meta: INLINE_ERRORS });
}

/**
 * Signed out here. The app provider then drops this account's private data (its queries and
 * drafts: `onAccountChange`), as for any change of account (decision 055).
 */
function useForgetSession() {
  const store = useAuthStore();
  return () => store.signedOut();
}

export function useSignOut() {
  const forgetSession = useForgetSession();
  return useMutation({
    mutationFn: authApi.signOut,
    onSuccess: forgetSession,
    // Spec §8 has its own texts for sign-out; the caller shows them.
    meta: INLINE_ERRORS,
  });
}

// Profile changes are ordinary saves: their errors get the global toasts of spec §8
// (including "Session expired" on a 401), and the form adds the specific reason.

export function useUpdateName() {
  const store = useAuthStore();
  return useMutation({
    mutationFn: async (name: string) => {
      await authApi.updateName(name);
      await store.refresh({ background: true });
    },
  });
}

export function useVerifyNewPhone() {
  const store = useAuthStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { phoneNumber: string; code: string }) => {
      await authApi.verifyPhoneCode({ ...input, updatePhoneNumber: true });
      await store.refresh({ background: true });
      // The number is now verified as this account's: the player record that carries it, if
      // the account has none yet, becomes the account's (link-phone-auth's rule, decision 049).
      try {
        return await authApi.linkPhoneAuth(input.phoneNumber);
      } catch (error) {
        logError('phone link failed', error); // spec §8: logged only
        return null;
      }
    },
    onSuccess: (link) => {
      if (link?.linked) for (const root of PRIVATE_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
    },
  });
}

export function useSendPhoneCodeForProfile() {
  return useMutation({ mutationFn: (phoneNumber: string) => authApi.sendPhoneCode(phoneNumber) });
}

export function useChangePassword() {
  return useMutation({ mutationFn: authApi.changePassword });
}

export function useSignOutEverywhere() {
  const forgetSession = useForgetSession();
  return useMutation({
    mutationFn: authApi.revokeAllSessions,
    onSuccess: forgetSession,
  });
}
