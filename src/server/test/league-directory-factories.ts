import type { Position } from '../../shared/waitlist';
import type { Database } from '../db/client';
import { players } from '../db/schema/index';
import { addToRoster } from './factories';
import { uniqueId } from './test-server';

/** A player with every private field filled, so a test can prove none of them leaks. */
export interface RosteredPlayerFixture {
  firstName?: string;
  lastName?: string;
  photoUrl?: string | null;
  preferredPosition?: Position | null;
  jerseyNumber?: number | null;
  rosterRole?: 'player' | 'captain' | 'co_captain';
}

export const PRIVATE_PLAYER_VALUES = {
  phone: '(416) 555-0177',
  dateOfBirth: '1984-02-29',
  emergencyContactName: 'Secret Contact Person',
  emergencyContactPhone: '(416) 555-0178',
  // One of GENDERS (the column takes nothing else); no public answer shows a player's gender.
  gender: 'Female' as const,
  skillLevel: 7,
};

export async function createFullPlayer(db: Database, fixture: Omit<RosteredPlayerFixture, 'jerseyNumber' | 'rosterRole'> = {}): Promise<string> {
  const tag = uniqueId();
  const [row] = await db
    .insert(players)
    .values({
      firstName: fixture.firstName ?? 'Pat',
      lastName: fixture.lastName ?? `Rostered ${tag}`,
      email: `private-${tag}@example.test`,
      phone: PRIVATE_PLAYER_VALUES.phone,
      dateOfBirth: PRIVATE_PLAYER_VALUES.dateOfBirth,
      gender: PRIVATE_PLAYER_VALUES.gender,
      emergencyContactName: PRIVATE_PLAYER_VALUES.emergencyContactName,
      emergencyContactPhone: PRIVATE_PLAYER_VALUES.emergencyContactPhone,
      skillLevel: PRIVATE_PLAYER_VALUES.skillLevel,
      jerseySize: 'M',
      photoUrl: fixture.photoUrl ?? null,
      preferredPosition: fixture.preferredPosition ?? null,
      positions: fixture.preferredPosition ? [fixture.preferredPosition] : [],
    })
    .returning({ id: players.id });
  if (!row) throw new Error('player fixture was not stored');
  return row.id;
}

/** A new player on a team, in one call. */
export async function createRosteredPlayer(db: Database, teamId: string, fixture: RosteredPlayerFixture = {}): Promise<string> {
  const playerId = await createFullPlayer(db, fixture);
  await addToRoster(db, { teamId, playerId, jerseyNumber: fixture.jerseyNumber, rosterRole: fixture.rosterRole });
  return playerId;
}
