import { z } from 'zod';
import { authAnswerSchema, sessionPayloadSchema } from '../../../shared/api/auth';
import { access } from '../../http/access';
import { externalRoutes } from '../../http/api-route';

/**
 * Better Auth's endpoints under /api/auth that the web app calls (decision 004). Better Auth
 * answers them (app.ts mounts its handler); these declarations put them in the OpenAPI
 * document and type the web client's calls. Their field names are Better Auth's (camelCase).
 */
const email = z.string().describe('E-mail address');
const phoneNumber = z.string().describe('Phone number as typed; normalized by the server');

export const authEndpointRoutes = externalRoutes('Authentication (Better Auth)', [
  { method: 'get', path: '/api/auth/get-session', summary: 'The current session and user, or null', access: access.public, response: sessionPayloadSchema },
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    summary:
      'Start an account with e-mail and password: mails the address a 6-digit code to finish it (a taken address gets the same answer and its owner a note). Never signs in (decision 052)',
    access: access.public,
    body: z.object({ name: z.string(), email, password: z.string() }),
    response: authAnswerSchema,
    errors: [422, 429],
  },
  {
    method: 'post',
    path: '/api/auth/email-otp/verify-email',
    summary: "Finish a sign-up with the mailed code and the sign-up's password; signs in. Wrong or expired codes are refused, 3 tries per code",
    access: access.public,
    body: z.object({ email, otp: z.string().describe('The 6-digit code from the e-mail'), password: z.string() }),
    response: authAnswerSchema,
    errors: [400, 403, 429],
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in with e-mail and password',
    access: access.public,
    body: z.object({ email, password: z.string(), rememberMe: z.optional(z.boolean()) }),
    response: authAnswerSchema,
    errors: [429],
  },
  { method: 'post', path: '/api/auth/sign-out', summary: 'Sign out this session', access: access.signedIn, body: z.object({}), response: authAnswerSchema },
  {
    method: 'post',
    path: '/api/auth/request-password-reset',
    summary: 'E-mail a password reset link (same answer whether or not the account exists)',
    access: access.public,
    body: z.object({ email, redirectTo: z.string() }),
    response: authAnswerSchema,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    summary: "Set a new password with a reset link's token",
    access: access.public,
    body: z.object({ newPassword: z.string(), token: z.string() }),
    response: authAnswerSchema,
  },
  {
    method: 'post',
    path: '/api/auth/phone-number/send-otp',
    summary: 'Text a sign-in code to a phone number (the same answer whether or not an account uses it)',
    access: access.public,
    body: z.object({ phoneNumber }),
    response: authAnswerSchema,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/auth/phone-number/verify',
    summary:
      "Sign in with a texted code (or, with updatePhoneNumber, verify the signed-in account's new number). The right code for a number no account uses: 404, nothing created (decision 049)",
    access: access.public,
    body: z.object({ phoneNumber, code: z.string(), updatePhoneNumber: z.optional(z.boolean()) }),
    response: authAnswerSchema,
    errors: [404, 429],
  },
  {
    method: 'post',
    path: '/api/auth/update-user',
    summary: "Change the account's name",
    access: access.signedIn,
    body: z.object({ name: z.string() }),
    response: authAnswerSchema,
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    summary: 'Change the password (ends the other sessions)',
    access: access.signedIn,
    body: z.object({ currentPassword: z.string(), newPassword: z.string(), revokeOtherSessions: z.optional(z.boolean()) }),
    response: authAnswerSchema,
  },
  {
    method: 'post',
    path: '/api/auth/revoke-sessions',
    summary: 'Sign out everywhere',
    access: access.signedIn,
    body: z.object({}),
    response: authAnswerSchema,
  },
]);
