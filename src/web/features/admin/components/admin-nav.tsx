import { Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconAdjustments,
  IconArrowsExchange,
  IconCalendar,
  IconChecklist,
  IconGitMerge,
  IconLayoutDashboard,
  IconListNumbers,
  IconReceipt2,
  IconShield,
  IconSpeakerphone,
  IconTrophy,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  IconHourglass,
  IconSitemap,
  IconClipboardList,
  type Icon,
} from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { builtAdminSections } from '../sections';

const ICONS: Record<string, Icon> = {
  dashboard: IconLayoutDashboard,
  schedule: IconCalendar,
  seasons: IconListNumbers,
  teams: IconShield,
  divisions: IconSitemap,
  drafts: IconClipboardList,
  rankings: IconTrophy,
  announcements: IconSpeakerphone,
  players: IconUsersGroup,
  users: IconUsers,
  'draft-board': IconChecklist,
  trades: IconArrowsExchange,
  'check-in': IconUserCheck,
  'returning-players': IconUserPlus,
  'player-merge': IconGitMerge,
  waitlist: IconHourglass,
  'discount-codes': IconReceipt2,
  settings: IconAdjustments,
};

interface AdminNavProps {
  id?: string;
  /** Icons only; the names stay for screen readers. */
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The admin sidebar's links: the built sections, in the spec's order. */
export function AdminNav({ id, collapsed = false, onNavigate }: AdminNavProps) {
  return (
    <nav aria-label="Admin" id={id}>
      <Stack component="ul" gap={2} m={0} p={0} className="nav-list">
        {builtAdminSections().map((section) => {
          const SectionIcon = ICONS[section.key] ?? IconAdjustments;
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
