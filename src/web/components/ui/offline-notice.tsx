import { Alert } from '@mantine/core';
import { formatDateTime } from '../../lib/format';
import { useLeagueTimeZone } from '../../lib/league-time-zone';

/**
 * Shown when the page's data came from the service worker's cache (no network): what the
 * reader sees is as it was at that time, not now (decision 040).
 */
export function OfflineNotice({ fetchedAt, what = 'the schedule' }: { fetchedAt: string | null; what?: string }) {
  const timeZone = useLeagueTimeZone();
  if (!fetchedAt) return null;
  return (
    <Alert color="yellow" variant="light" role="status">
      Offline — showing {what} as of {formatDateTime(fetchedAt, { timeZone })}
    </Alert>
  );
}
