import type { Logger } from 'pino';
import { databaseUnavailableReason } from '../db/unavailable';

export interface PeriodicJob {
  /** Stops the timer and waits for a run in progress, so the database can close after. */
  stop(): Promise<void>;
  /**
   * Runs now rather than at the next tick (work just arrived); during a run, once more right
   * after it, so work that came in meanwhile is not left for the next tick.
   */
  runSoon(): void;
}

/**
 * Runs `run` now (work may have piled up while the server was down) and then every
 * `intervalMs`. A run never overlaps the previous one; a failed run is logged under `name`
 * and the next one tries again. Jobs that several server processes run at once settle who
 * does what in the database (row locks, unique rows), not here.
 */
export function startPeriodicJob(deps: { name: string; logger: Logger; intervalMs: number; run: () => Promise<void> }): PeriodicJob {
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;
  const tick = () => {
    if (running || stopped) return;
    again = false;
    running = deps
      .run()
      .catch((error: unknown) => {
        // A database that cannot answer is a short warning a run, not an error with a stack (decision 056).
        const reason = databaseUnavailableReason(error);
        if (reason) deps.logger.warn({ reason, job: deps.name }, 'a periodic job waits for the database');
        else deps.logger.error({ err: error, job: deps.name }, 'a periodic job failed');
      })
      .finally(() => {
        running = undefined;
        if (again) tick();
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
    runSoon() {
      if (running) again = true;
      else tick();
    },
  };
}
