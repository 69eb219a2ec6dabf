import { Button } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';

/** "Schedule" for one division of a season: the generator's page. */
export function ScheduleLink({ seasonId, divisionId, divisionName }: { seasonId: string; divisionId: string; divisionName: string }) {
  return (
    <Button
      component={Link}
      to={`/admin/seasons/${seasonId}/divisions/${divisionId}/schedule`}
      size="compact-sm"
      variant="subtle"
      leftSection={<IconCalendarEvent size={14} aria-hidden />}
      aria-label={`Schedule of ${divisionName}`}
    >
      Schedule
    </Button>
  );
}

/**
 * /admin/schedule's way to the generator (issue 20 item 12): shown while the list is filtered to
 * one season and one division, the generator's own scope.
 */
export function GenerateScheduleButton({ seasonId, divisionId }: { seasonId: string; divisionId: string }) {
  return (
    <Button
      component={Link}
      to={`/admin/seasons/${seasonId}/divisions/${divisionId}/schedule`}
      variant="default"
      leftSection={<IconCalendarEvent size={16} aria-hidden />}
    >
      Generate schedule
    </Button>
  );
}
