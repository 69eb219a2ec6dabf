import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ManualPaymentMethod } from '../../../shared/registrations';
import type { AdminRegistrationDetail } from '../../../shared/api/registrations';
import { api } from '../../lib/api';

export const adminRegistrationKeys = {
  detail: (id: string) => ['admin', 'registrations', 'detail', id] as const,
};

/** Lists that show a registration's status: they are fetched again after a change. */
const AFFECTED_LISTS = [['admin', 'players'], ['admin-dashboard'], ['admin', 'returning-players']] as const;

export function useAdminRegistration(id: string) {
  return useQuery({
    queryKey: adminRegistrationKeys.detail(id),
    queryFn: ({ signal }) => api('GET /api/admin/registrations/:registrationId', { params: { registrationId: id }, signal }),
  });
}

export type RegistrationChange =
  | { kind: 'cancel' }
  | { kind: 'refund' }
  | { kind: 'mark-paid'; method: ManualPaymentMethod; amount_cents?: number }
  | { kind: 'move'; division_id: string }
  | { kind: 'notes'; notes: string };

function requestOf(registrationId: string, change: RegistrationChange): Promise<AdminRegistrationDetail> {
  const params = { registrationId };
  switch (change.kind) {
    case 'cancel':
      return api('POST /api/admin/registrations/:registrationId/cancel', { params });
    case 'refund':
      return api('POST /api/admin/registrations/:registrationId/refund', { params });
    case 'mark-paid':
      return api('POST /api/admin/registrations/:registrationId/mark-paid', { params, body: { method: change.method, amount_cents: change.amount_cents } });
    case 'move':
      return api('POST /api/admin/registrations/:registrationId/move', { params, body: { division_id: change.division_id } });
    case 'notes':
      return api('PUT /api/admin/registrations/:registrationId/notes', { params, body: { notes: change.notes } });
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
