// What other features use of the schedule generator (decision 039, decision 065: features meet through their index).
export { generateSchedule } from './generate';
