// zod/mini (decision 006): the captain's invite form, the join page and the server share these.
import { z } from 'zod/mini';
import {
  TEAM_INVITE_DEFAULT_EXPIRY_DAYS,
  TEAM_INVITE_DEFAULT_MAX_USES,
  TEAM_INVITE_EXPIRY_DAYS,
  TEAM_INVITE_MAX_USES,
  TEAM_INVITE_MESSAGES,
} from '../team-invites';
import { idField } from './ids';
import { personalInfoSchema } from './waitlist';
import { SIGNED_NAME_REQUIRED } from './registrations';

const personal = personalInfoSchema.shape;

/** POST /api/captain/teams/{teamId}/invites */
export const createTeamInviteInputSchema = z.object({
  client_key: idField(TEAM_INVITE_MESSAGES.clientKey).check(z.describe('A key the page makes once per form: a retried create answers the invite it made.')),
  expires_in_days: z._default(
    z.number({ error: TEAM_INVITE_MESSAGES.expiresInDays }).check(
      z.int(TEAM_INVITE_MESSAGES.expiresInDays),
      z.refine((days) => (TEAM_INVITE_EXPIRY_DAYS as readonly number[]).includes(days), TEAM_INVITE_MESSAGES.expiresInDays),
    ),
    TEAM_INVITE_DEFAULT_EXPIRY_DAYS,
  ),
  max_uses: z._default(
    z
      .number({ error: TEAM_INVITE_MESSAGES.maxUses })
      .check(z.int(TEAM_INVITE_MESSAGES.maxUses), z.gte(1, TEAM_INVITE_MESSAGES.maxUses), z.lte(TEAM_INVITE_MAX_USES, TEAM_INVITE_MESSAGES.maxUses)),
    TEAM_INVITE_DEFAULT_MAX_USES,
  ),
});
export type CreateTeamInviteInput = z.infer<typeof createTeamInviteInputSchema>;

/**
 * POST /api/team-invites/{inviteToken}/join. The details are needed only when the account has
 * no player record (or the record lacks them); the signature only when the active waiver is
 * not signed yet. The invite's summary says which (`viewer.needs`, `viewer.waiver`).
 */
export const joinTeamInputSchema = z.object({
  first_name: z.optional(personal.first_name),
  last_name: z.optional(personal.last_name),
  date_of_birth: z.optional(personal.date_of_birth),
  gender: z.optional(personal.gender),
  waiver_id: z.optional(idField('The waiver is required.')),
  waiver_signed_name: z.optional(z.string({ error: SIGNED_NAME_REQUIRED }).check(z.trim(), z.minLength(1, SIGNED_NAME_REQUIRED), z.maxLength(200))),
});
export type JoinTeamInput = z.infer<typeof joinTeamInputSchema>;
