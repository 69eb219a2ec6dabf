import { Anchor } from '@mantine/core';
import { apiPath } from '../../../lib/api';

/** A team page's link to its public calendar feed (decision 040): any calendar app can subscribe. */
export function TeamCalendarLink({ teamId }: { teamId: string }) {
  return (
    <Anchor href={apiPath('GET /api/calendar/teams/:teamFeed', { params: { teamFeed: `${teamId}.ics` } })} type="text/calendar">
      Subscribe to calendar
    </Anchor>
  );
}
