// Response shapes of the admin users API (decision 017); the web imports types only.
import { z } from 'zod/mini';
import { ROLES } from '../roles';
import { pageOf } from './page';

/** GET /api/admin/users → items, and the answer of every change to a user. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for an account made by phone sign-in (it has no real address). */
  email: z.nullable(z.string()),
  phone_number: z.nullable(z.string()),
  /** In the spec's priority order. */
  roles: z.array(z.enum(ROLES)),
  disabled: z.boolean(),
  /** ISO 8601 */
  disabled_at: z.nullable(z.string()),
  player: z.nullable(z.object({ id: z.string(), full_name: z.string() })),
  created_at: z.string(),
});
export type AdminUserListItem = z.output<typeof adminUserSchema>;

export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.output<typeof adminUserPageSchema>;
