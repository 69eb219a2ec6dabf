// Who may act for a team (decision 076): what the captain area, team chat, invites, formations
// and substitutes all check in their services.
export { assertCaptainOfTeam, assertTeamMember, isAdmin, LEADING_ROSTER_ROLES, leadsTeam, rosterRoleOn } from './team-access';
