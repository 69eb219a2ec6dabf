import type { APIRequestContext } from '@playwright/test';
import type { z } from 'zod/mini';
import type { AdminDivision } from '../../src/shared/api/divisions';
import type { MyPlayer } from '../../src/shared/api/profile';
import type { CreateRegistrationResult } from '../../src/shared/api/registrations';
import type { AdminRegistrationPeriod, AdminSeason } from '../../src/shared/api/seasons';
import type { AdminTeamDetail } from '../../src/shared/api/teams';
import type { ActiveWaiver } from '../../src/shared/api/waivers';
import type { UpdateMyPlayerFormValues } from '../../src/shared/schemas/profile';
import type { createRegistrationInputSchema } from '../../src/shared/schemas/registrations';
import type { CreateSeasonInput, RegistrationPeriodInput } from '../../src/shared/schemas/seasons';
import type { DivisionInput } from '../../src/shared/schemas/divisions';
import type { AddRosterPlayerInput, CreateTeamInput, UpdateRosterMemberInput } from '../../src/shared/schemas/admin-teams';
import { expect, uniqueTag, type Account, type NewAccountOptions } from './fixtures';

/**
 * The journeys' data, made through the API as an admin (or a player) makes it, so a journey
 * never depends on the demo league or on another journey. Each takes the API session of the
 * account that makes it (an admin's `account.api` for league set-up) and returns what the
 * journey needs to find it on the page. The request bodies are typed by the shared input
 * schemas, so a change to an endpoint's input shows here at typecheck.
 */

async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

export interface Named {
  id: string;
  name: string;
}

export async function createDivision(admin: APIRequestContext, input: Partial<DivisionInput> = {}): Promise<Named> {
  const name = input.name ?? `Division ${uniqueTag()}`;
  const data: DivisionInput = { name, description: input.description ?? 'Made by a journey.' };
  const { id } = await created<AdminDivision>(await admin.post('/api/admin/divisions', { data }));
  return { id, name };
}

/**
 * A season of the journey's own, upcoming unless asked otherwise: an active one dated after the
 * demo's would become the league's current season (findCurrentSeason) for every journey after it,
 * changing the dashboard's figures and the home, schedule and rankings defaults under them.
 */
export async function createSeason(admin: APIRequestContext, input: Partial<CreateSeasonInput> = {}): Promise<Named> {
  const name = input.name ?? `Season ${uniqueTag()}`;
  const data: CreateSeasonInput = {
    name,
    start_date: input.start_date ?? '2033-03-01',
    end_date: input.end_date ?? '2033-08-31',
    status: input.status ?? 'upcoming',
  };
  const { id } = await created<AdminSeason>(await admin.post('/api/admin/seasons', { data }));
  return { id, name };
}

export async function createPeriod(
  admin: APIRequestContext,
  seasonId: string,
  input: Pick<RegistrationPeriodInput, 'division_id'> & Partial<RegistrationPeriodInput>,
): Promise<AdminRegistrationPeriod> {
  const data: RegistrationPeriodInput = { status: 'OPEN', fee_cents: 5000, capacity: null, opens_at: null, closes_at: null, ...input };
  return created<AdminRegistrationPeriod>(await admin.post(`/api/admin/seasons/${seasonId}/periods`, { data }));
}

export async function createTeam(
  admin: APIRequestContext,
  input: Pick<CreateTeamInput, 'season_id' | 'division_id'> & Partial<CreateTeamInput>,
): Promise<Named> {
  const name = input.name ?? `Team ${uniqueTag()}`;
  const data: CreateTeamInput = { primary_color: '#1c7ed6', secondary_color: '#ffffff', ...input, name };
  const { id } = await created<AdminTeamDetail>(await admin.post('/api/admin/teams', { data }));
  return { id, name };
}

/** Puts the player on the team, as captain when told. */
/**
 * `eligibility_exception_reason` adds a player the division's rules would refuse (a journey's
 * player has no date of birth or gender on file, and the demo's divisions have rules, decision 044).
 */
export async function addToRoster(
  admin: APIRequestContext,
  teamId: string,
  playerId: string,
  change: UpdateRosterMemberInput & Pick<AddRosterPlayerInput, 'eligibility_exception_reason'> = {},
): Promise<void> {
  const { eligibility_exception_reason } = change;
  const data: AddRosterPlayerInput = { player_id: playerId, ...(eligibility_exception_reason ? { eligibility_exception_reason } : {}) };
  await created(await admin.post(`/api/admin/teams/${teamId}/roster`, { data }));
  if (change.jersey_number !== undefined || change.roster_role !== undefined) {
    const updated = await admin.patch(`/api/admin/teams/${teamId}/roster/${playerId}`, { data: change });
    expect(updated.status(), await updated.text()).toBe(200);
  }
}

export interface Player {
  /** The player record's id (rosters and registrations refer to it). */
  playerId: string;
  firstName: string;
  lastName: string;
  /** "First Last", as lists show it. */
  name: string;
  account: Account;
}

/** A new account (made by `newAccount`, the journey's fixture) that has saved its player details on its profile, as a player does. */
export async function createPlayer(newAccount: (options?: NewAccountOptions) => Promise<Account>, options: NewAccountOptions = {}): Promise<Player> {
  const account = await newAccount({ firstName: 'Jamie', lastName: `Rostered ${uniqueTag()}`, ...options });
  const data: UpdateMyPlayerFormValues = {
    first_name: account.firstName,
    last_name: account.lastName,
    phone_number: '416-555-0190',
    jersey_size: 'M',
    positions_played: ['Midfield'],
    preferred_position: 'Midfield',
    emergency_contact_name: 'Pat Rostered',
    emergency_contact_phone: '416-555-0191',
  };
  const saved = await account.api.put('/api/me/player', { data });
  expect(saved.status(), await saved.text()).toBe(200);
  const { id } = (await saved.json()) as MyPlayer;
  return { playerId: id, firstName: account.firstName, lastName: account.lastName, name: account.name, account };
}

type CreateRegistrationBody = z.input<typeof createRegistrationInputSchema>;

/**
 * The player registers for the period through the API, as /register sends it, and does not
 * pay: the registration waits with payment due. Returns its id.
 */
export async function registerWithoutPaying(player: Account, periodId: string): Promise<string> {
  const api = player.api;
  const waiver = (await (await api.get('/api/waivers/active')).json()) as ActiveWaiver;
  const data: CreateRegistrationBody = {
    period_id: periodId,
    player: {
      first_name: player.firstName,
      last_name: player.lastName,
      phone_number: '416-555-0190',
      date_of_birth: '1991-05-20',
      gender: 'Female',
      skill_level: 6,
      positions_played: ['Midfield'],
      preferred_position: 'Midfield',
      jersey_size: 'M',
      emergency_contact_name: 'Pat Rostered',
      emergency_contact_phone: '416-555-0191',
      has_physical_conditions: false,
    },
    waiver_id: waiver.id,
    waiver_signed_name: player.name,
  };
  const { registration } = await created<CreateRegistrationResult>(await api.post('/api/registrations', { data }));
  expect(registration.status).toBe('pending_payment');
  return registration.id;
}
