/**
 * A datetime-local input's value ("2030-05-04T18:30") means a wall-clock time in the LEAGUE's
 * zone, not the admin's phone's: these convert between it and an instant (ISO 8601). The one
 * implementation is src/shared/zoned-time.ts (the server's league week uses it too).
 */
export { fromZonedInput, skippedZonedInput, toZonedInput } from '../../shared/zoned-time';
