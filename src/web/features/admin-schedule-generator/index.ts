// What other features use of the schedule generator (decision 018: features meet through their index).
export { DivisionScheduleMenu, GenerateScheduleButton, ScheduleLink } from './components/schedule-link';
