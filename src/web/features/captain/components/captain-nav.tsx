import { Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconCalendar,
  IconLayoutDashboard,
  IconMessages,
  IconNotes,
  IconSoccerField,
  IconUsers,
  IconUserPlus,
  IconSwitchHorizontal,
  type Icon,
} from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { CAPTAIN_SECTIONS } from '../sections';

/** Icons by section key; a section without one gets the dashboard's. */
const ICONS: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  'manage-roster': IconUsers,
  invites: IconUserPlus,
  'team-schedule': IconCalendar,
  chat: IconMessages,
  notes: IconNotes,
  'select-formation-context': IconSoccerField,
  substitutes: IconSwitchHorizontal,
};

interface CaptainNavProps {
  id?: string;
  /** Icons only; the names stay for screen readers. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The captain sidebar's links, in the spec's order. */
export function CaptainNav({ id, collapsed = false, onNavigate }: CaptainNavProps) {
  return (
    <nav aria-label="Captain" id={id}>
      <Stack component="ul" gap={2} m={0} p={0} className="nav-list">
        {CAPTAIN_SECTIONS.map((section) => {
          const SectionIcon = ICONS[section.key] ?? IconLayoutDashboard;
          return (
            <li key={section.key}>
              <UnstyledButton
                component={NavLink}
                to={section.path}
                onClick={onNavigate}
                className="nav-link admin-nav-link"
                data-collapsed={collapsed || undefined}
                title={collapsed ? section.label : undefined}
              >
                <SectionIcon size={20} aria-hidden />
                {collapsed ? <VisuallyHidden>{section.label}</VisuallyHidden> : <span>{section.label}</span>}
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}
