// What other features use of teams (decision 024, decision 065: features meet through their index).
export { syncCaptainRole, syncCaptainRoles } from './captain-role';
export { assertDivisionHasRoom } from './division-capacity';
export { lockTeam, type TeamRow } from './team-detail';
