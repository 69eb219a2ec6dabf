import {
  IconArrowsExchange,
  IconCalendar,
  IconLayoutDashboard,
  IconListNumbers,
  IconMessages,
  IconNotes,
  IconSoccerField,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/** The captain sidebar's icons by section key (the sections: ../sections.ts). */
export const CAPTAIN_SECTION_ICONS: Readonly<Record<string, Icon>> = {
  dashboard: IconLayoutDashboard,
  'manage-roster': IconUsers,
  'team-schedule': IconCalendar,
  chat: IconMessages,
  notes: IconNotes,
  trades: IconArrowsExchange,
  'select-formation-context': IconSoccerField,
  draft: IconListNumbers,
};
