import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEFAULT_LEAGUE_NAME } from '../../../shared/settings';
import { api } from '../../lib/api';
import { logError } from '../../lib/logger';

export const settingsKeys = { public: ['settings', 'public'] as const };

export function usePublicSettings() {
  const query = useQuery({
    queryKey: settingsKeys.public,
    queryFn: ({ signal }) => api('GET /api/settings/public', { signal }),
    // The league's name and time zone on a page opened offline: the service worker's copy.
    networkMode: 'offlineFirst',
  });
  // Spec §8: a failed waitlist setting check is logged and the waitlist treated as off.
  useEffect(() => {
    if (query.error) logError('waitlist setting check failed', query.error);
  }, [query.error]);
  return query;
}

export function useLeagueName(): string {
  return usePublicSettings().data?.league_name ?? DEFAULT_LEAGUE_NAME;
}

/** The league's contact address for the footer; null when none is set. */
export function useContactAddress(): string | null {
  return usePublicSettings().data?.contact_address ?? null;
}
