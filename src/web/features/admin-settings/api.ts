import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateAdminSettingsInput } from '../../../shared/schemas/settings';
import type { AdminSettings } from '../../../shared/settings';
import { apiRequest } from '../../lib/api-client';
import { settingsKeys } from '../settings/api';

export const adminSettingsKeys = { all: ['admin', 'settings'] as const };

export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsKeys.all,
    queryFn: ({ signal }) => apiRequest<AdminSettings>('/api/admin/settings', { signal }),
  });
}

/** Saves, then refreshes the public settings so the header's button follows at once. */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAdminSettingsInput) => apiRequest<AdminSettings>('/api/admin/settings', { method: 'PUT', body: input }),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsKeys.all, settings);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.public });
    },
  });
}
