import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';
import { runDraftClocks } from './draft-picks.service';

/** The draft clock (DRAFT_CLOCK_INTERVAL_SECONDS, default 1; 0 turns it off and tests call runDraftClocks). */
export function startDraftClockJob(deps: { db: Database; logger: Logger; intervalMs: number }): PeriodicJob {
  return startPeriodicJob({
    name: 'draft clock',
    logger: deps.logger,
    intervalMs: deps.intervalMs,
    run: async () => void (await runDraftClocks({ db: deps.db })),
  });
}
