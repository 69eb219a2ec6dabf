// What other features use of discipline (decision 018: features meet through their index).
export { suspendedPlayersForGame, suspensionGamesLeft } from './game-suspensions';
