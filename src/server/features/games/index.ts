// What other features use of games (decision 018: features meet through their index).
export { checkLiveGame, listGameSummaries } from './games.service';
export { inMatchOrder, loadGameEvents, loadGamesWithEvents, loadRefereeGamesWithEvents, publicGameOf } from './games-with-events';
