import { WAITLIST_CLOSED_MESSAGE } from '../../../shared/waitlist';
import type { Database, Transaction } from '../../db/client';
import { conflict } from '../../http/errors';
import { readLeagueSettings } from './league-settings';

/**
 * Spec §1: players join a waitlist when waitlist mode is on. While it is off everyone may
 * register, so an entry and a waitlist photo are refused (409) before anything is stored
 * (decision 011). In core (decision 065): the photo upload checks it too, and the waitlist
 * feature imports the photos feature.
 */
export async function assertWaitlistOpen(db: Database | Transaction): Promise<void> {
  const settings = await readLeagueSettings(db);
  if (!settings.waitlistEnabled) throw conflict(WAITLIST_CLOSED_MESSAGE);
}
