// What other features use of the leaderboard feature: the player page's per-season stats table.
export { SeasonStatsTable } from './components/season-stats-table';
