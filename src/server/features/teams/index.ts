// What other features use of teams (decision 024, decision 065: features meet through their index).
export { syncCaptainRole } from './captain-role';
export { assertDivisionHasRoom } from './division-capacity';
