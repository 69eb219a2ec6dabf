// What other features use of the referee pages' API (decision 018: features meet through their index).
export { getRefereeGame, listRefereeGames } from './referee.service';
