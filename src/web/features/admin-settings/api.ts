import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateAdminSettingsInput } from '../../../shared/schemas/settings';
import { api } from '../../lib/api';
import { settingsKeys } from '../settings';

export const adminSettingsKeys = { all: ['admin', 'settings'] as const };

export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsKeys.all,
    queryFn: ({ signal }) => api('GET /api/admin/settings', { signal }),
  });
}

/**
 * Saves any subset of the settings, then refreshes the public settings (the header's button,
 * the footer's contact, the league name and time zone follow at once) and the rules page.
 */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAdminSettingsInput) => api('PUT /api/admin/settings', { body: input }),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsKeys.all, settings);
      return Promise.all([queryClient.invalidateQueries({ queryKey: settingsKeys.public }), queryClient.invalidateQueries({ queryKey: ['rules'] })]);
    },
  });
}
