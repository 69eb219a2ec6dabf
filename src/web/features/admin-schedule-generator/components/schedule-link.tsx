import { Button, Menu } from '@mantine/core';
import { IconCalendarEvent, IconChevronDown } from '@tabler/icons-react';
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

/**
 * The Divisions page's way to the generator (issue 20 item 12): a division belongs to the league,
 * the generator to one season of it, so a menu of the seasons the division is in, newest first.
 * Nothing while no season offers the division (there is nothing to schedule yet).
 */
export function DivisionScheduleMenu({
  divisionId,
  divisionName,
  seasons,
}: {
  divisionId: string;
  divisionName: string;
  seasons: { id: string; name: string }[];
}) {
  if (seasons.length === 0) return null;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCalendarEvent size={14} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Generate schedule for ${divisionName}`}
        >
          Generate schedule
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Season</Menu.Label>
        {seasons.map((season) => (
          <Menu.Item key={season.id} mih={44} component={Link} to={`/admin/seasons/${season.id}/divisions/${divisionId}/schedule`}>
            {season.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
