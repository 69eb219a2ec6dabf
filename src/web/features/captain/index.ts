// The captain area's public entry (scripts/check-layers.mjs): what other features may use.
export { captainKeys, useCaptainTeams } from './api';
export { CAPTAIN_TEAM_STORAGE_KEY, type CaptainTeamContextValue, useCaptainTeam } from './captain-team';
export { CAPTAIN_SECTIONS, type CaptainSection } from './sections';
