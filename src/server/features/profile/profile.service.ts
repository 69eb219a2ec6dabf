import { eq } from 'drizzle-orm';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import type { MyPlayer } from '../../../shared/api/profile';
import type { UpdateMyPlayerInput } from '../../../shared/schemas/profile';
import { WAITLIST_MESSAGES } from '../../../shared/schemas/waitlist';
import type { Database } from '../../db/client';
import { players } from '../../db/schema/index';
import type { Actor } from '../../http/context';
import { invalidField, unauthenticated } from '../../http/errors';
import type { ObjectStorage } from '../../storage/storage';
import { photoPrefix, storedPhotoKey } from '../photos/index';

type PlayerRow = typeof players.$inferSelect;

function toMyPlayer(row: PlayerRow): MyPlayer {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phone,
    photo_url: row.photoUrl,
    jersey_size: row.jerseySize,
    positions_played: row.positions,
    preferred_position: row.preferredPosition,
    emergency_contact_name: row.emergencyContactName,
    emergency_contact_phone: row.emergencyContactPhone,
  };
}

/** The caller's own player record, or null when the account has none yet. */
export async function getMyPlayer({ db, actor }: { db: Database; actor: Actor | null }): Promise<MyPlayer | null> {
  if (!actor) throw unauthenticated();
  const [row] = await db.select().from(players).where(eq(players.userId, actor.userId));
  return row ? toMyPlayer(row) : null;
}

/**
 * Creates the caller's player record or replaces its profile fields. One statement (an
 * upsert on the unique user_id) keeps a user at one player record even when two saves race.
 */
export async function updateMyPlayer({
  db,
  storage,
  actor,
  input,
}: {
  db: Database;
  storage: ObjectStorage;
  actor: Actor | null;
  input: UpdateMyPlayerInput;
}): Promise<MyPlayer> {
  if (!actor) throw unauthenticated();
  const photoUrl = input.photo_url ?? null;
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ photoUrl: players.photoUrl }).from(players).where(eq(players.userId, actor.userId)).for('update');
    // A new photo must be one this user uploaded for the profile; keeping the one on the
    // record (maybe set by an admin, or from the waitlist) is always fine.
    if (photoUrl && photoUrl !== current?.photoUrl && !(await storedPhotoKey(storage, photoUrl, photoPrefix('profile', actor)))) {
      throw invalidField('photo_url', WAITLIST_MESSAGES.photoUrl);
    }
    const now = new Date();
    const profile = {
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone_number,
      photoUrl,
      jerseySize: input.jersey_size ?? null,
      positions: [...(input.positions_played ?? [])],
      preferredPosition: input.preferred_position ?? null,
      emergencyContactName: input.emergency_contact_name,
      emergencyContactPhone: input.emergency_contact_phone,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(players)
      .values({ ...profile, userId: actor.userId, email: isPhoneOnlyEmail(actor.email) ? null : actor.email, createdAt: now })
      .onConflictDoUpdate({ target: players.userId, set: profile })
      .returning();
    if (!row) throw new Error('the player record was not stored');
    return toMyPlayer(row);
  });
}
