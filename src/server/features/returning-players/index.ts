// What other features use of returning players (decision 034, decision 065: features meet through their index).
export { issueInvitation } from './returning-players.service';
