/**
 * The active waiver's response shape lives in api/waivers.ts (decision 017). This type
 * re-export keeps the registration feature's imports (registrations-api.ts, waiver-step.tsx)
 * compiling until they import it from there.
 */
export type { ActiveWaiver } from './api/waivers';
