// The check-in page and the player pass (issue 24, decision 083).
export { CheckInPage } from './components/check-in-page';
export { PlayerPassSection } from './components/player-pass-section';
export { useCheckInQueue } from './use-check-in-queue';
