import { and, eq, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { registrations, waiverSignatures } from '../../db/schema/index';
import type { RegistrationStatus } from '../../../shared/registrations';

/** A cancelled or refunded registration no longer needs a waiver. */
export const WITHDRAWN_REGISTRATION_STATUSES: RegistrationStatus[] = ['cancelled', 'refunded'];

/**
 * The registrations of a season whose player still has to sign the given (active) waiver:
 * live (not withdrawn) and without that player's signature of that version. The one
 * definition behind the dashboard's "Unsigned waivers" figure and the admin waiver page's
 * "Not signed yet" list, so the two always agree. Count or group by player: a player may
 * hold more than one registration in a season.
 */
export function unsignedRegistrations(db: Database | Transaction, seasonId: string, waiverId: string): SQL | undefined {
  return and(
    eq(registrations.seasonId, seasonId),
    notInArray(registrations.status, WITHDRAWN_REGISTRATION_STATUSES),
    notExists(
      db
        .select({ one: sql`1` })
        .from(waiverSignatures)
        .where(and(eq(waiverSignatures.playerId, registrations.playerId), eq(waiverSignatures.waiverId, waiverId))),
    ),
  );
}
