// Response shapes of the app's own session endpoints (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { rowId } from '../schemas/formats';
import { ROLES } from '../roles';

/** GET /api/me/roles: every role held, and the one the pages act on (spec §4). */
export const myRolesSchema = z.object({ roles: z.array(z.enum(ROLES)), role: z.enum([...ROLES, '']) });
export type MyRoles = z.output<typeof myRolesSchema>;

/** POST /api/link-phone-auth: whether a player record now belongs to the account, and which. */
export const phoneLinkResultSchema = z.object({ linked: z.boolean(), player_id: z.nullable(rowId()) });
export type PhoneLinkResult = z.output<typeof phoneLinkResultSchema>;
