import { Stack } from '@mantine/core';
import { apiPath } from '../../../lib/api';
import { CalendarAddress } from './calendar-address';

/** A team page's public calendar feed (decision 040), offered as a subscription any calendar app can take. */
export function TeamCalendarLink({ teamId }: { teamId: string }) {
  const url = new URL(apiPath('GET /api/calendar/teams/:teamFeed', { params: { teamFeed: `${teamId}.ics` } }), window.location.origin).href;
  return (
    <Stack gap="sm">
      <CalendarAddress
        url={url}
        label="Team calendar address"
        description="Subscribe and the team's games appear, move and get cancelled in your calendar by themselves."
      />
    </Stack>
  );
}
