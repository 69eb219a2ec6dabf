import type { Database } from '../db/client';
import { registrations, teams, waiverSignatures, waivers } from '../db/schema/index';
import { createDiscountCodeRow } from './discount-codes-factories';
import { addToRoster, createPlayer } from './factories';
import { createDivisionRow, createPeriodRow, createSeasonRow } from './seasons-factories';
import { uniqueId } from './test-server';
import type { RegistrationStatus } from '../../shared/registrations';

/**
 * Registrations as the /register flow stores them (a period, a signed waiver, a discount code,
 * a health statement), straight in the tables, for the admin registration page's tests; and
 * two seasons with a roster for the returning players' tests.
 */
export interface RegistrationFixture {
  registrationId: string;
  playerId: string;
  seasonId: string;
  divisionId: string;
  periodId: string;
  /** Another division of the same season with a period: somewhere to move to. */
  otherDivisionId: string;
  otherPeriodId: string;
  waiverId: string;
  discountCodeId: string;
  discountCode: string;
}

export async function createRegistrationFixture(
  db: Database,
  options: { status?: RegistrationStatus; email?: string | null; feeCents?: number; discountCents?: number } = {},
): Promise<RegistrationFixture> {
  const seasonId = await createSeasonRow(db);
  const [divisionId, otherDivisionId] = [
    await createDivisionRow(db, { name: `A-Division ${uniqueId()}` }),
    await createDivisionRow(db, { name: `B-Division ${uniqueId()}` }),
  ];
  const feeCents = options.feeCents ?? 12_000;
  const periodId = await createPeriodRow(db, { seasonId, divisionId, status: 'OPEN', feeCents });
  const otherPeriodId = await createPeriodRow(db, { seasonId, divisionId: otherDivisionId, status: 'CLOSED', feeCents: 9_000 });
  const playerId = await createPlayer(db, {
    firstName: 'Robin',
    lastName: `Reg ${uniqueId()}`,
    email: options.email === undefined ? `robin-${uniqueId()}@example.test` : options.email,
    phone: '(416) 555-0142',
  });
  const version = 100_000 + (parseInt(uniqueId().slice(-6), 36) % 800_000);
  const [waiver] = await db
    .insert(waivers)
    .values({ version, title: `Waiver ${version}`, body: 'Test waiver.' })
    .returning({ id: waivers.id });
  if (!waiver) throw new Error('waiver fixture was not stored');
  await db.insert(waiverSignatures).values({ waiverId: waiver.id, playerId, signedName: 'Robin Reg' });
  const code = await createDiscountCodeRow(db, { description: 'Early bird' });
  const status = options.status ?? 'pending_payment';
  const paid = status === 'paid' || status === 'confirmed';
  const discountCents = options.discountCents ?? 2_000;
  const [row] = await db
    .insert(registrations)
    .values({
      playerId,
      seasonId,
      divisionId,
      registrationPeriodId: periodId,
      status,
      feeCents,
      discountCents,
      discountCodeId: code.id,
      amountPaidCents: paid ? feeCents - discountCents : 0,
      paymentMethod: paid ? 'stripe' : null,
      paidAt: paid ? new Date() : null,
      waiverId: waiver.id,
      hasPhysicalConditions: true,
      physicalConditionsDetails: 'Asthma; carries an inhaler.',
    })
    .returning({ id: registrations.id });
  if (!row) throw new Error('registration fixture was not stored');
  return {
    registrationId: row.id,
    playerId,
    seasonId,
    divisionId,
    periodId,
    otherDivisionId,
    otherPeriodId,
    waiverId: waiver.id,
    discountCodeId: code.id,
    discountCode: code.code,
  };
}

/** A live registration of the player in a season and division, stored directly. */
export async function addRegistration(
  db: Database,
  at: { playerId: string; seasonId: string; divisionId: string },
  status: RegistrationStatus = 'paid',
): Promise<string> {
  const [row] = await db
    .insert(registrations)
    .values({ ...at, status, feeCents: 5_000 })
    .returning({ id: registrations.id });
  if (!row) throw new Error('registration fixture was not stored');
  return row.id;
}

export interface ReturningFixture {
  /** A unique tag in every player's last name: a search for it finds this fixture's players only. */
  tag: string;
  previousSeasonId: string;
  newSeasonId: string;
  divisionId: string;
  teamId: string;
  /** Alice (e-mail), Bruno (no e-mail), Chen (registered for the new season), in name order. */
  alice: string;
  bruno: string;
  chen: string;
}

/**
 * Two seasons far in the future (so no other test's season falls between them) with a team
 * of three in the earlier one. `startYear` keeps fixtures of one file apart.
 */
export async function createReturningFixture(db: Database, startYear: number): Promise<ReturningFixture> {
  const tag = `Rt${uniqueId()}`;
  const previousSeasonId = await createSeasonRow(db, {
    name: `Old ${tag}`,
    startDate: `${startYear}-03-01`,
    endDate: `${startYear}-08-31`,
    status: 'completed',
  });
  const newSeasonId = await createSeasonRow(db, { name: `New ${tag}`, startDate: `${startYear + 1}-03-01`, endDate: `${startYear + 1}-08-31` });
  const divisionId = await createDivisionRow(db);
  const [team] = await db
    .insert(teams)
    .values({ seasonId: previousSeasonId, divisionId, name: `Team ${tag}` })
    .returning({ id: teams.id });
  if (!team) throw new Error('team fixture was not stored');
  const make = (first: string, email: string | null) => createPlayer(db, { firstName: first, lastName: tag, email });
  const alice = await make('Alice', `alice-${tag}@example.test`.toLowerCase());
  const bruno = await make('Bruno', null);
  const chen = await make('Chen', `chen-${tag}@example.test`.toLowerCase());
  for (const playerId of [alice, bruno, chen]) await addToRoster(db, { teamId: team.id, playerId });
  await addRegistration(db, { playerId: chen, seasonId: newSeasonId, divisionId });
  return { tag, previousSeasonId, newSeasonId, divisionId, teamId: team.id, alice, bruno, chen };
}
