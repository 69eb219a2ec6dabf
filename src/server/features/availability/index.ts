// What other features use of availability (decision 040, decision 065: features meet through their index).
export { canAnswer, countAnswers, withTeamAnswers } from './team-answers';
