// What other features use of team invites (decision 077, decision 065: features meet through their index).
export { assertCaptainOfTeam } from './captain-check';
