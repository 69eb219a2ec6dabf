// What other features use of game events (decision 018: features meet through their index).
export { authorizeGame, GAME_DAY_ROLES, GAME_NOT_FOUND, gameModeOf, type GameRow } from './game-access';
export { correctGameEvent, deleteGameEvent, recordGameEvent } from './game-events.service';
export { getGameReport, saveGameReport } from './game-report.service';
