import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { Messenger } from '../../messaging/messenger';
import { expireWaitlistInvitations } from './waitlist-invitations.service';

export interface ExpiryTimer {
  /** Stops the timer and waits for a run in progress, so the database can close after. */
  stop(): Promise<void>;
}

/**
 * Runs the invitation expiry now (invitations may have run out while the server was down)
 * and then every `intervalMs`. A run never overlaps the previous one; a failed run is logged
 * and the next one tries again.
 */
export function startWaitlistExpiryTimer(deps: { db: Database; messenger: Messenger; baseUrl: string; logger: Logger; intervalMs: number }): ExpiryTimer {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = expireWaitlistInvitations({ db: deps.db, messenger: deps.messenger, baseUrl: deps.baseUrl })
      .then((result) => {
        if (result.expired.length > 0) deps.logger.info(result, 'waitlist invitations expired');
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'waitlist invitation expiry failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, deps.intervalMs);
  // The timer alone must not keep a process alive that is otherwise done.
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
