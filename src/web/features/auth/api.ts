import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resolveEffectiveRole } from '../../../shared/roles';
import type { SignInInput, SignUpInput } from '../../../shared/schemas/auth';
import type { MyRoles } from '../../../server/features/session/session.service';
import type { PhoneLinkResult } from '../../../server/features/phone-link/phone-link.service';
import { apiRequest } from '../../lib/api-client';
import { useAuthStore } from './auth-context';
import type { SessionPayload } from './types';

// Better Auth's endpoints (mounted at /api/auth) and the app's own session endpoints.
export const authApi = {
  getSession: () => apiRequest<SessionPayload | null>('/api/auth/get-session'),
  /** Spec §7 "Read roles", resolved to the one effective role with the shared rule. */
  getEffectiveRole: async () => resolveEffectiveRole((await apiRequest<MyRoles>('/api/me/roles')).roles),
  /** Spec §7 "Link phone": the link-phone-auth function, body field phone_number. */
  linkPhoneAuth: (phoneNumber: string) =>
    apiRequest<PhoneLinkResult>('/api/link-phone-auth', { method: 'POST', body: { phone_number: phoneNumber } }),
  signInWithEmail: (input: SignInInput) => apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input }),
  signUp: (input: SignUpInput) =>
    apiRequest<unknown>('/api/auth/sign-up/email', {
      method: 'POST',
      body: { name: `${input.first_name} ${input.last_name}`, email: input.email, password: input.password },
    }),
  signOut: () => apiRequest<unknown>('/api/auth/sign-out', { method: 'POST', body: {} }),
  requestPasswordReset: (email: string) =>
    apiRequest<unknown>('/api/auth/request-password-reset', { method: 'POST', body: { email, redirectTo: '/reset-password' } }),
  resetPassword: (input: { newPassword: string; token: string }) =>
    apiRequest<unknown>('/api/auth/reset-password', { method: 'POST', body: input }),
  sendPhoneCode: (phoneNumber: string) =>
    apiRequest<unknown>('/api/auth/phone-number/send-otp', { method: 'POST', body: { phoneNumber } }),
  /** Signs in (or, with updatePhoneNumber, sets the signed-in account's phone). */
  verifyPhoneCode: (input: { phoneNumber: string; code: string; updatePhoneNumber?: boolean }) =>
    apiRequest<unknown>('/api/auth/phone-number/verify', { method: 'POST', body: input }),
  updateName: (name: string) => apiRequest<unknown>('/api/auth/update-user', { method: 'POST', body: { name } }),
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    apiRequest<unknown>('/api/auth/change-password', { method: 'POST', body: { ...input, revokeOtherSessions: true } }),
  revokeAllSessions: () => apiRequest<unknown>('/api/auth/revoke-sessions', { method: 'POST', body: {} }),
};

// Sign-in forms show their own errors: there a 401 means wrong credentials, not an expired
// session, so the global mutation toast (spec §8) stays quiet.
const INLINE_ERRORS = { errorToast: false } as const;

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

export function useSignUp() {
  const store = useAuthStore();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await authApi.signUp(input); // Better Auth signs the new account in
      await store.refresh();
    },
    meta: INLINE_ERRORS,
  });
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
 * Private data is cached under query keys that start with 'me' (e.g. ['me', 'registrations']);
 * dropping them at sign-out keeps one user's data from showing to the next on a shared phone.
 */
export const PRIVATE_QUERY_ROOT = 'me';

function useForgetSession() {
  const store = useAuthStore();
  const queryClient = useQueryClient();
  return () => {
    store.signedOut();
    queryClient.removeQueries({ queryKey: [PRIVATE_QUERY_ROOT] });
  };
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
  return useMutation({
    mutationFn: async (input: { phoneNumber: string; code: string }) => {
      await authApi.verifyPhoneCode({ ...input, updatePhoneNumber: true });
      await store.refresh({ background: true });
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
