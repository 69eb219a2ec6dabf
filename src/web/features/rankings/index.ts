// What other features use of the rankings pages: the one standings table, its labels and the public queries' keys.
export { rankingsKeys } from './api';
export { FormBadges } from './components/form-badges';
export { StandingsTable } from './components/standings-table';
export { ordinal, pointsChangeLabel, positionChangeLabel } from './standings-labels';
