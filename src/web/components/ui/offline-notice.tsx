import { Alert } from '@mantine/core';
import { formatDateTime } from '../../lib/format';
import { useLeagueTimeZone } from '../../lib/league-time-zone';
import type { KeptAnswer } from '../../lib/service-worker';

/**
 * Shown when the page's data came from the service worker's cache: what the reader sees is as
 * it was at that time, not now (decisions 040, 073). Offline, or the network too slow to wait
 * for (the page then reads again when its answer arrives).
 */
export function OfflineNotice({ kept, what = 'the schedule' }: { kept: KeptAnswer | null; what?: string }) {
  const timeZone = useLeagueTimeZone();
  if (!kept) return null;
  const asOf = formatDateTime(kept.fetchedAt, { timeZone });
  return (
    <Alert color="yellow" variant="light" role="status">
      {kept.reason === 'slow' ? `Slow connection — showing ${what} as of ${asOf} until the latest arrives` : `Offline — showing ${what} as of ${asOf}`}
    </Alert>
  );
}
