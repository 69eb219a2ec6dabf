import { expect } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import { createUser, type CreatedUser } from './factories';
import type { HttpClient } from './http-client';
import type { TestServer } from './test-server';

/**
 * One account of each role (every account is also a player), and a caller who is not signed
 * in: the callers an access test tries. Roles come from the same fixture as everywhere else
 * (createUser), so a persona is an ordinary signed-up account.
 */
export interface Personas {
  /** Not signed in. */
  anonymous: HttpClient;
  player: CreatedUser;
  captain: CreatedUser;
  referee: CreatedUser;
  statistician: CreatedUser;
  admin: CreatedUser;
}

export type NonAdminRole = 'player' | 'captain' | 'referee' | 'statistician';
export const NON_ADMIN_ROLES: readonly NonAdminRole[] = ['player', 'captain', 'referee', 'statistician'];

/** One request: method, path and, for writes, the JSON (or FormData) body. */
export type ApiCall = [method: string, path: string, body?: unknown];

export interface PersonaOptions {
  /** The admin's display name, for tests that read it back (audit rows, activity). */
  adminName?: string;
}

export async function createPersonas(server: TestServer, options: PersonaOptions = {}): Promise<Personas> {
  // Each account signs up from a client of its own address, so the sign-up limit allows them at once.
  const [admin, player, captain, referee, statistician] = await Promise.all([
    createUser(server, { roles: ['admin'], name: options.adminName }),
    createUser(server),
    createUser(server, { roles: ['captain'] }),
    createUser(server, { roles: ['referee'] }),
    createUser(server, { roles: ['statistician'] }),
  ]);
  return { anonymous: server.client(), player, captain, referee, statistician, admin };
}

export interface OnlyAdminsOptions {
  /**
   * What the refused calls must leave as it was: read before and after every call is made,
   * and the two readings compared.
   */
  unchanged?: () => Promise<unknown>;
}

/**
 * Sends every call as an anonymous caller (401, UNAUTHENTICATED) and as each non-admin
 * persona (403, FORBIDDEN), each answer in the one error shape `{ error: { code, message } }`.
 * All answers are compared at once, so a failure names every caller and call that got through.
 */
export async function expectOnlyAdmins(server: TestServer, personas: Personas, calls: ApiCall[], options: OnlyAdminsOptions = {}): Promise<void> {
  const before = options.unchanged ? await options.unchanged() : undefined;
  const callers: [string, () => HttpClient, number, ApiErrorBody['error']['code']][] = [
    // A new client for every call: no cookie an earlier answer set can sign it in.
    ['anonymous', () => server.client(), 401, 'UNAUTHENTICATED'],
    ...NON_ADMIN_ROLES.map((role): [string, () => HttpClient, number, ApiErrorBody['error']['code']] => [role, () => personas[role].client, 403, 'FORBIDDEN']),
  ];
  const expected: unknown[] = [];
  const actual: unknown[] = [];
  for (const [who, client, status, code] of callers) {
    for (const [method, path, body] of calls) {
      const response = await client().request<Partial<ApiErrorBody> | null>(method, path, body);
      const error = response.body?.error;
      actual.push({ who, method, path, status: response.status, error: error && { code: error.code, message: error.message } });
      expected.push({ who, method, path, status, error: { code, message: expect.stringMatching(/\S/) } });
    }
  }
  expect(actual).toEqual(expected);
  if (options.unchanged) expect(await options.unchanged(), 'what the refused calls must not change').toEqual(before);
}
