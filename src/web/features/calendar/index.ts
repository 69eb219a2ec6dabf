// The calendar feature's public entry (scripts/check-layers.mjs): the profile's section and the team page's link.
export { CalendarSection } from './components/calendar-section';
export { TeamCalendarLink } from './components/team-calendar-link';
