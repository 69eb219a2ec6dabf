// What other features use of discipline (decision 018: features meet through their index).
export { playersServingSuspensions, suspendedPlayersForGame, suspensionGamesLeft } from './game-suspensions';
