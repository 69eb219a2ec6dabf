import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';
import type { Messenger } from '../../messaging/messenger';
import { expireWaitlistInvitations, remindExpiringInvitations } from './waitlist-invitations.service';

export type ExpiryTimer = PeriodicJob;

/**
 * Runs the invitation expiry now (invitations may have run out while the server was down)
 * and then every `intervalMs` (decision 010); then the notices of invitations about to expire.
 */
export function startWaitlistExpiryTimer(deps: { db: Database; messenger: Messenger; baseUrl: string; logger: Logger; intervalMs: number }): ExpiryTimer {
  return startPeriodicJob({
    name: 'waitlist invitation expiry',
    logger: deps.logger,
    intervalMs: deps.intervalMs,
    run: async () => {
      const result = await expireWaitlistInvitations({ db: deps.db, messenger: deps.messenger, baseUrl: deps.baseUrl });
      if (result.expired.length > 0) deps.logger.info(result, 'waitlist invitations expired');
      // Those close to their time hear so once (decision 074).
      const { reminded } = await remindExpiringInvitations({ db: deps.db });
      if (reminded.length > 0) deps.logger.info({ count: reminded.length }, 'waitlist invitations about to expire: notices queued');
    },
  });
}
