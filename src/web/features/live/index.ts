// What other features use of /live (decision 018: features meet through their index).
export { GameTimeline } from './components/game-timeline';
export { useLiveStream } from './api';
