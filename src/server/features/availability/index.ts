// What other features use of RSVP (decision 065: features meet through their index).
export { canAnswer, countAnswers, withTeamAnswers } from './team-answers';
