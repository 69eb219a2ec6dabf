// What other features use of player stats (decision 018: features meet through their index).
export { listPlayerStatLines, type PlayerStatLine } from './player-stat-lines';
