import pg from 'pg';
import type { Logger } from 'pino';
import { pgliteClientOf, type DatabaseHandle } from '../db/client';
import { databaseErrorLogFields } from '../db/unavailable';
import { REALTIME_NOTIFY_CHANNEL } from './publish';

/** What the hub hears: a message was committed (payload `<channel>:<id>`), or the line was (re)opened. */
export interface NotificationCallbacks {
  notified(payload: string): void;
  /** LISTEN is in place (first time or after a reconnect): read what may have been missed meanwhile. */
  connected(): void;
}

export interface NotificationListener {
  stop(): Promise<void>;
}

const RECONNECT_FIRST_MS = 250;
/** Short, so the live stream resumes within seconds of the database coming back (decision 056). */
const RECONNECT_MAX_MS = 2_000;

/**
 * LISTENs on the realtime channel: on PostgreSQL over a connection of its own (a pooled one
 * would be handed to queries and lose its LISTEN), reopened after any error; on PGlite with
 * its own listen(), which hears the process's own commits.
 */
export async function listenForRealtime(
  database: DatabaseHandle,
  logger: Logger,
  callbacks: NotificationCallbacks,
  channel = REALTIME_NOTIFY_CHANNEL,
): Promise<NotificationListener> {
  if (database.postgresUrl) return listenOnPostgres(database.postgresUrl, database.limits.connectTimeoutMs, logger, callbacks, channel);
  const client = pgliteClientOf(database);
  if (!client) throw new Error('the realtime hub needs PostgreSQL or PGlite');
  const unlisten = await client.listen(channel, (payload) => callbacks.notified(payload));
  callbacks.connected();
  return {
    async stop() {
      if (!client.closed) await unlisten();
    },
  };
}

async function listenOnPostgres(
  url: string,
  timeoutMs: number,
  logger: Logger,
  callbacks: NotificationCallbacks,
  channel: string,
): Promise<NotificationListener> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = RECONNECT_FIRST_MS;

  const connect = async () => {
    // Bounded, or a hung database would keep a connect or the LISTEN waiting for ever, and the
    // line would never be tried again.
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: 'league realtime listener',
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) callbacks.notified(message.payload ?? '');
    });
    client.on('error', (error) => dropped(client, error));
    client.on('end', () => dropped(client));
    await client.connect();
    await client.query(`listen ${channel}`);
    retryDelay = RECONNECT_FIRST_MS;
    callbacks.connected();
  };

  /** Once per broken connection (error and end both come): drop it and try again later. */
  const dropped = (client: pg.Client, error?: Error) => {
    if (client !== current || stopped) return;
    current = undefined;
    logger.warn(error ? databaseErrorLogFields(error) : {}, `the LISTEN connection (${channel}) broke; reconnecting`);
    client.end().catch(() => {});
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((connectError: unknown) => {
        if (current) dropped(current, connectError instanceof Error ? connectError : new Error(String(connectError)));
      });
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
  };

  try {
    // The first connection must work: the server does not start without its database.
    await connect();
  } catch (error) {
    stopped = true;
    clearTimeout(retryTimer);
    await current?.end().catch(() => {});
    throw error;
  }
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
