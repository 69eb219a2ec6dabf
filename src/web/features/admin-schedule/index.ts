// What other parts use of the admin schedule (decision 018: features meet through their index).
export { AdminSchedulePage } from './components/admin-schedule-page';
