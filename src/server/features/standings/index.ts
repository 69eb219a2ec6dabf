// What other features use of the standings (decision 041): invalidating, reading and archiving stored tables.
export { computeTrends } from './trends';
export type { DivisionTrends } from './trends';
export { loadSeasonDivisions, loadStandingsInputs, markAllStandingsStale, markStandingsStale, readLiveTables } from './standings-cache';
export type { LiveTable, SeasonDivision } from './standings-cache';
export { archiveFinalTables, archivedAt, liveDivisionTable, newestPublications, readPublicTables, sameTableRows } from './publications';
export type { Publication } from './publications';
export { listHomeStandings } from './standings.service';
