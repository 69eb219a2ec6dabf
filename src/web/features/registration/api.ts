import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRegistrationInput } from '../../../shared/schemas/registrations';
import { api } from '../../lib/api';
import { shouldPollPayment } from './payment-status';

// Under 'me': the options carry the signed-in player's details, dropped at sign-out (decision 007).
export const registrationKeys = {
  all: ['me', 'registration'] as const,
  options: (userId: string | null, invitation: string | null) => ['me', 'registration', 'options', userId, invitation] as const,
  one: (id: string) => ['me', 'registration', 'one', id] as const,
  mine: ['me', 'registration', 'mine'] as const,
};

/** Seconds between looks at a registration while its payment is being confirmed. */
export const PAYMENT_POLL_MS = 2_000;

/**
 * Everything /register shows. Keyed by the user as well: signing up on the page asks again
 * (prefill, already registered, waiver signed), while the previous answer stays on screen.
 */
export function useRegistrationOptions(userId: string | null, invitation: string | null, enabled = true) {
  return useQuery({
    queryKey: registrationKeys.options(userId, invitation),
    queryFn: ({ signal }) => api('GET /api/registration/options', { query: { invitation }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The price with a discount code; a refused code is a 422 the step shows under its field. */
export function useRegistrationQuote() {
  return useMutation({
    mutationFn: (body: { period_id: string; discount_code: string | null }) => api('POST /api/registration/quote', { body }),
    meta: { errorToast: false },
  });
}

/** The whole registration in one request; the wizard shows what went wrong on the step to fix. */
export function useCreateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRegistrationInput) => api('POST /api/registrations', { body }),
    meta: { errorToast: false },
    onSuccess: (result) => {
      queryClient.setQueryData(registrationKeys.one(result.registration.id), result.registration);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.mine });
      // Fetched again when /register is next opened, not now: the page shows the outcome meanwhile.
      void queryClient.invalidateQueries({ queryKey: [...registrationKeys.all, 'options'], refetchType: 'none' });
    },
  });
}

/** The Stripe Checkout page for a registration: the caller sends the browser there. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (registrationId: string) => api('POST /api/registrations/:id/checkout', { params: { id: registrationId } }),
    meta: { errorToast: false },
  });
}

/**
 * One registration of the signed-in user. While its payment is being confirmed (the webhook
 * has not arrived yet) it is asked for again every PAYMENT_POLL_MS; once paid, no more.
 */
export function useMyRegistration(id: string | null, options: { pollWhilePending?: boolean } = {}) {
  return useQuery({
    queryKey: registrationKeys.one(id ?? ''),
    queryFn: ({ signal }) => api('GET /api/registrations/:registrationId', { params: { registrationId: id ?? '' }, signal }),
    enabled: id !== null,
    // The page opens right after the payment: what was cached before it is out of date.
    staleTime: 0,
    refetchInterval: (query) => (options.pollWhilePending && shouldPollPayment(query.state.data) ? PAYMENT_POLL_MS : false),
  });
}

/** Every registration of the signed-in user, newest first (the profile lists them). */
export function useMyRegistrations() {
  return useQuery({
    queryKey: registrationKeys.mine,
    queryFn: ({ signal }) => api('GET /api/me/registrations', { signal }),
    // The shape the shared list states read.
    select: (items) => ({ items }),
    // A payment may have been confirmed meanwhile (webhook, or an admin at the field).
    staleTime: 0,
  });
}
