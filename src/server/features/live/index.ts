// What other features use of /live (decision 018: features meet through their index).
export { publishLiveChanges, publishLiveGame } from './publish-live-game';
