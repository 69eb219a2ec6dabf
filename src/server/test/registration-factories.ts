import { randomBytes } from 'node:crypto';
import type { CreateRegistrationInput } from '../../shared/schemas/registrations';
import type { Database } from '../db/client';
import { registrationInvitations, siteSettings, waitlistInvitations } from '../db/schema/index';
import { hashInvitationToken } from '../features/waitlist/waitlist-invitations.service';
import { findActiveWaiver } from '../features/waivers/waivers.service';
import { createPlayer, createWaitlistEntry } from './factories';
import { createDivisionRow, createPeriodRow, createSeasonRow } from './seasons-factories';
import { uniqueId } from './test-server';
import type { PeriodStatus } from '../../shared/seasons';

/** Places to register for, invitations with their tokens, and a /register body, for the registration tests. */

export interface RegistrationPlace {
  seasonId: string;
  divisionId: string;
  periodId: string;
}

/** A new season and division with one period: OPEN, $120, no limit, unless told. */
export async function createRegistrationPlace(
  db: Database,
  options: { status?: PeriodStatus; feeCents?: number; capacity?: number | null; seasonId?: string; createdAt?: Date } = {},
): Promise<RegistrationPlace> {
  const seasonId = options.seasonId ?? (await createSeasonRow(db, { name: `Season ${uniqueId()}` }));
  const divisionId = await createDivisionRow(db, { name: `Division ${uniqueId()}` });
  const periodId = await createPeriodRow(db, {
    seasonId,
    divisionId,
    status: options.status ?? 'OPEN',
    feeCents: options.feeCents ?? 12_000,
    capacity: options.capacity ?? null,
    createdAt: options.createdAt,
  });
  return { seasonId, divisionId, periodId };
}

const HOUR_MS = 60 * 60 * 1000;
const newToken = () => randomBytes(24).toString('base64url');

/** An invited waitlist entry for the place (null: made while nothing was open) and its open invitation's token. */
export async function createWaitlistInvitation(
  db: Database,
  place: { seasonId: string | null; divisionId: string | null },
  options: { expiresAt?: Date } = {},
): Promise<{ token: string; entryId: string; invitationId: string }> {
  const entryId = await createWaitlistEntry(db, { seasonId: place.seasonId, divisionId: place.divisionId, status: 'invited' });
  const token = newToken();
  const [row] = await db
    .insert(waitlistInvitations)
    .values({ entryId, tokenHash: hashInvitationToken(token), expiresAt: options.expiresAt ?? new Date(Date.now() + 48 * HOUR_MS) })
    .returning({ id: waitlistInvitations.id });
  if (!row) throw new Error('waitlist invitation fixture was not stored');
  return { token, entryId, invitationId: row.id };
}

/** A returning player's open invitation for the season, for a new player record unless one is given. */
export async function createReturningInvitation(
  db: Database,
  seasonId: string,
  options: { playerId?: string; expiresAt?: Date } = {},
): Promise<{ token: string; playerId: string; invitationId: string }> {
  const playerId = options.playerId ?? (await createPlayer(db, { firstName: 'Ret', lastName: `Urning ${uniqueId()}` }));
  const token = newToken();
  const [row] = await db
    .insert(registrationInvitations)
    .values({
      seasonId,
      playerId,
      email: `returning-${uniqueId()}@example.test`,
      tokenHash: hashInvitationToken(token),
      expiresAt: options.expiresAt ?? new Date(Date.now() + 14 * 24 * HOUR_MS),
    })
    .returning({ id: registrationInvitations.id });
  if (!row) throw new Error('registration invitation fixture was not stored');
  return { token, playerId, invitationId: row.id };
}

/** Registration by invitation only (the spec's waitlist_enabled, stored as text). */
export async function setWaitlistMode(db: Database, on: boolean): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ settingKey: 'waitlist_enabled', settingValue: String(on) })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: String(on), updatedAt: new Date() } });
}

export type RegistrationBody = CreateRegistrationInput;

/** A complete, valid POST /api/registrations body for the period, signed for the active waiver. */
export async function registrationBody(db: Database, periodId: string, overrides: Partial<RegistrationBody> = {}): Promise<RegistrationBody> {
  const waiver = await findActiveWaiver(db);
  if (!waiver) throw new Error('no active waiver: the test server makes one at start-up');
  const lastName = `Keeper ${uniqueId()}`;
  return {
    period_id: periodId,
    invitation: null,
    player: {
      first_name: 'Alex',
      last_name: lastName,
      phone_number: '(416) 555-0101',
      date_of_birth: '1994-02-03',
      gender: 'Female',
      skill_level: 6,
      positions_played: ['Midfield', 'Defense'],
      preferred_position: 'Midfield',
      jersey_size: 'M',
      photo_url: null,
      emergency_contact_name: 'Sam Keeper',
      emergency_contact_phone: '(416) 555-0102',
      has_physical_conditions: false,
      physical_conditions_details: null,
    },
    waiver_id: waiver.id,
    waiver_signed_name: `alex  ${lastName.toUpperCase()}`,
    discount_code: null,
    ...overrides,
  };
}
