// Response shapes of the admin users API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { accountId, emailAddress, instant, rowId } from '../schemas/formats';
import { ROLES } from '../roles';
import { pageOf } from './page';

/** GET /api/admin/users → items, and the answer of every change to a user. */
export const adminUserSchema = z.object({
  id: accountId(),
  name: z.string(),
  email: z.nullable(emailAddress()).check(z.describe('Null for an account made by phone sign-in (it has no real address).')),
  phone_number: z.nullable(z.string()),
  roles: z.array(z.enum(ROLES)).check(z.describe("In the spec's priority order.")),
  disabled: z.boolean(),
  disabled_at: z.nullable(instant()).check(z.describe('ISO 8601')),
  player: z.nullable(z.object({ id: rowId(), full_name: z.string() })),
  created_at: instant(),
});
export type AdminUserListItem = z.output<typeof adminUserSchema>;

export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.output<typeof adminUserPageSchema>;
