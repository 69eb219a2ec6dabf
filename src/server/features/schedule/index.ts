// The schedule rules every schedule writer shares (decision 035): the season lock and the
// double-booking check, used by the admin schedule, the generator, the import and rainout; and
// the minimum rest between a team's games (the generator and rainout's make-up slots).
export { type ConflictCheckOptions, fieldLabel, findScheduleConflicts, lockSeasonSchedule, type ScheduleCandidate, type ScheduleConflict } from './conflicts';
export { describeKickOff } from './slot-text';
export { leagueDay, restedApart } from './rest-days';
