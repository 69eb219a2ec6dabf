import { gameAvailability, gameEvents, registrations, waiverSignatures, waivers } from '../db/schema/index';
import type { Database } from '../db/client';
import { addToRoster, createGame, createLeague, createPlayer, type League } from './factories';
import { uniqueId } from './test-server';

/**
 * Two records of one person for the player merge tests (decision 084): the duplicate ("Bob")
 * holds a paid registration, a roster place with a goal in a final game, an RSVP and a waiver
 * signature; the primary ("Robert") has the same phone (its own per pair) in another format and nothing else.
 */
export interface MergePair {
  league: League;
  gameId: string;
  primaryId: string;
  duplicateId: string;
  registrationId: string;
  eventId: string;
  waiverId: string;
  lastName: string;
}

export async function createMergePair(db: Database, options: { duplicateUserId?: string | null; primaryUserId?: string | null } = {}): Promise<MergePair> {
  const league = await createLeague(db);
  // The trailing letter keeps one fixture's name from containing another's ("Smith 1x", "Smith 12x").
  const lastName = `Smith ${uniqueId()}x`;
  const line = String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(-7);
  const primaryId = await createPlayer(db, {
    firstName: 'Robert',
    lastName,
    phone: `+1 416 ${line.slice(0, 3)} ${line.slice(3)}`,
    userId: options.primaryUserId ?? null,
  });
  const duplicateId = await createPlayer(db, {
    firstName: 'Bob',
    lastName,
    phone: `(416) ${line.slice(0, 3)}-${line.slice(3)}`,
    userId: options.duplicateUserId ?? null,
  });
  const [registration] = await db
    .insert(registrations)
    .values({ playerId: duplicateId, seasonId: league.seasonId, divisionId: league.divisionId, status: 'paid', feeCents: 5000, amountPaidCents: 5000 })
    .returning({ id: registrations.id });
  await addToRoster(db, { teamId: league.teamIds[0], playerId: duplicateId, jerseyNumber: 9 });
  const gameId = await createGame(db, league, { startsAt: new Date('2030-03-10T18:00:00Z'), status: 'final', homeScore: 1, awayScore: 0 });
  const [event] = await db
    .insert(gameEvents)
    .values({ gameId, type: 'goal', teamId: league.teamIds[0], playerId: duplicateId, minute: 12, clientKey: uniqueId() })
    .returning({ id: gameEvents.id });
  await db.insert(gameAvailability).values({ gameId, playerId: duplicateId, status: 'going' });
  const version = 200_000 + (parseInt(uniqueId().slice(-6), 36) % 700_000);
  const [waiver] = await db
    .insert(waivers)
    .values({ version, title: `Waiver ${version}`, body: 'Test waiver.' })
    .returning({ id: waivers.id });
  if (!registration || !event || !waiver) throw new Error('merge fixture was not stored');
  await db.insert(waiverSignatures).values({ waiverId: waiver.id, playerId: duplicateId, signedName: `Bob ${lastName}` });
  return { league, gameId, primaryId, duplicateId, registrationId: registration.id, eventId: event.id, waiverId: waiver.id, lastName };
}
