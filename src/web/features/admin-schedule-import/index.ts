// What other features use of the spreadsheet import (decision 018: features meet through their index).
export { ImportScheduleButton } from './components/import-schedule-button';
