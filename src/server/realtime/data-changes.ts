import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';
import { databaseErrorLogFields } from '../db/unavailable';
import { listenForRealtime, type NotificationListener } from './notifications';

/** The PostgreSQL channel on which app processes say "I committed a write" (decision 087). */
export const DATA_CHANGED_CHANNEL = 'league_data_changed';

export interface DataChangeSync {
  stop(): Promise<void>;
}

/**
 * Keeps the answers other app processes keep ready (http/shared-read.ts) in step with this
 * one's writes on PostgreSQL: after each committed write here, one NOTIFY (a burst of writes
 * makes one); hearing another process's, or reopening the LISTEN line (a word may have been
 * missed while it was down), makes every answer kept here old. PGlite is one process: nothing to do.
 */
export async function startDataChangeSync(database: DatabaseHandle, logger: Logger): Promise<DataChangeSync> {
  if (!database.postgresUrl) return { stop: async () => {} };
  const me = randomUUID();
  let listener: NotificationListener | undefined = await listenForRealtime(
    database,
    logger,
    {
      notified: (from) => {
        if (from !== me) database.writes.changedElsewhere();
      },
      connected: () => database.writes.changedElsewhere(),
    },
    DATA_CHANGED_CHANNEL,
  );
  let queued = false;
  let failing = false;
  const tell = () => {
    if (queued || !listener) return;
    queued = true;
    setImmediate(() => {
      queued = false;
      database.db
        .execute(sql`select pg_notify(${DATA_CHANGED_CHANNEL}, ${me})`)
        .then(() => {
          failing = false;
        })
        .catch((error: unknown) => {
          // The others' answers then grow old by their age bound (SHARED_ANSWER_MAX_AGE_MS).
          if (!failing) logger.warn(databaseErrorLogFields(error), 'could not tell the other app processes about a write');
          failing = true;
        });
    });
  };
  const unsubscribe = database.writes.onLocalWrite(tell);
  return {
    async stop() {
      unsubscribe();
      const stopping = listener;
      listener = undefined;
      await stopping?.stop();
    },
  };
}
