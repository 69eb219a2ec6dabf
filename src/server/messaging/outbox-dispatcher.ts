import type { Logger } from 'pino';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job';
import type { Messenger } from './messenger';

export type OutboxDispatcher = PeriodicJob;

/**
 * Delivers queued e-mails and retries failed ones (decision 047), now and then every
 * `intervalMs`. A run keeps taking batches while messages go out, so 400 queued mails leave
 * in one run; a batch in which nothing went out (the provider is down) ends the run, and the
 * next one retries.
 */
export function startOutboxDispatcher(deps: { messenger: Messenger; logger: Logger; intervalMs: number }): OutboxDispatcher {
  return startPeriodicJob({
    name: 'outbox delivery',
    logger: deps.logger,
    intervalMs: deps.intervalMs,
    run: async () => {
      for (;;) {
        const { delivered, failed } = await deps.messenger.deliverQueued();
        if (delivered > 0) continue;
        if (failed > 0) deps.logger.warn({ failed }, 'outbox: messages failed and will be retried');
        return;
      }
    },
  });
}
