// What other parts of the app use of the public schedule (decision 065: features meet through their index).
export { getPublicGame } from './public-schedule.service';
