// Better Auth's answers as they arrive over JSON (dates are strings): only the fields the web
// app reads. Better Auth is a library with its own camelCase wire format (decision 017).
import { z } from 'zod/mini';

export const authUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.optional(z.nullable(z.string())),
  phoneNumberVerified: z.optional(z.nullable(z.boolean())),
});
export type AuthUser = z.output<typeof authUserSchema>;

export const authSessionSchema = z.object({ id: z.string(), userId: z.string(), expiresAt: z.string() });
export type AuthSession = z.output<typeof authSessionSchema>;

/** GET /api/auth/get-session: the signed-in session, or null. */
export const sessionPayloadSchema = z.nullable(z.object({ session: authSessionSchema, user: authUserSchema }));
export type SessionPayload = NonNullable<z.output<typeof sessionPayloadSchema>>;

/** What the app reads of the other Better Auth answers: nothing beyond success. */
export const authAnswerSchema = z.unknown();
