import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRegistrationDetail, ManualPaymentMethod } from '../../../shared/registrations-api';
import { apiRequest } from '../../lib/api-client';

export const adminRegistrationKeys = {
  detail: (id: string) => ['admin', 'registrations', 'detail', id] as const,
};

/** Lists that show a registration's status: they are fetched again after a change. */
const AFFECTED_LISTS = [['admin', 'players'], ['admin-dashboard'], ['admin', 'returning-players']] as const;

const registrationPath = (id: string) => `/api/admin/registrations/${encodeURIComponent(id)}`;

export function useAdminRegistration(id: string) {
  return useQuery({
    queryKey: adminRegistrationKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<AdminRegistrationDetail>(registrationPath(id), { signal }),
  });
}

export type RegistrationChange =
  | { kind: 'cancel' }
  | { kind: 'refund' }
  | { kind: 'mark-paid'; method: ManualPaymentMethod; amount_cents?: number }
  | { kind: 'move'; division_id: string }
  | { kind: 'notes'; notes: string };

function requestOf(id: string, change: RegistrationChange): Promise<AdminRegistrationDetail> {
  switch (change.kind) {
    case 'cancel':
    case 'refund':
      return apiRequest(`${registrationPath(id)}/${change.kind}`, { method: 'POST' });
    case 'mark-paid':
      return apiRequest(`${registrationPath(id)}/mark-paid`, { method: 'POST', body: { method: change.method, amount_cents: change.amount_cents } });
    case 'move':
      return apiRequest(`${registrationPath(id)}/move`, { method: 'POST', body: { division_id: change.division_id } });
    case 'notes':
      return apiRequest(`${registrationPath(id)}/notes`, { method: 'PUT', body: { notes: change.notes } });
  }
}

/**
 * Every change answers with the registration as it is now. The dialogs and the notes form
 * show a refusal themselves (a 409's message stays in the dialog), so no error toast.
 */
export function useChangeRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RegistrationChange) => requestOf(id, change),
    meta: { errorToast: false },
    onSuccess: (registration) => {
      queryClient.setQueryData(adminRegistrationKeys.detail(registration.id), registration);
      return Promise.all(AFFECTED_LISTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
