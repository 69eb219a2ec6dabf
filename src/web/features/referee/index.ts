// The referee feature's public entry (scripts/check-layers.mjs): what other features may use.
export { RefereeDashboardPage } from './components/referee-dashboard-page';
export { RefereeGamePage } from './components/referee-game-page';
export { useRefereeQueue } from './use-write-queue';
