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

/**
 * Saves any subset of the settings, then refreshes the public settings (the header's button,
 * the footer's contact, the league name and time zone follow at once) and the rules page.
 */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAdminSettingsInput) => apiRequest<AdminSettings>('/api/admin/settings', { method: 'PUT', body: input }),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsKeys.all, settings);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.public }),
        queryClient.invalidateQueries({ queryKey: ['rules'] }),
      ]);
    },
  });
}
