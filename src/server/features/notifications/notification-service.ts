import { Agent } from 'node:https';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';
import { type DeliveryRunSummary, runDelivery } from './delivery';
import { createUnsubscribeSigner, type UnsubscribeSigner } from './unsubscribe-token';
import { loadVapidKeys, type VapidKeys } from './vapid';
import { onNotificationsQueued } from './wake';

export interface NotificationServiceOptions {
  db: Database;
  logger: Logger;
  /** The site's public address: links in e-mails. */
  baseUrl: string;
  /** AUTH_SECRET: unsubscribe links are signed with a key derived from it. */
  secret: string;
  /** VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; unset: generated once and kept in the database. */
  vapid?: VapidKeys;
  /** VAPID_SUBJECT (mailto: or https:), how push services reach the league's operator. */
  vapidSubject: string;
  /** The HTTPS agent for push services (tests: one that trusts their local push endpoint). */
  pushAgent?: Agent;
  pushConcurrency?: number;
  pushTimeoutMs?: number;
}

export interface NotificationService {
  /** The VAPID public key browsers subscribe with. */
  pushPublicKey(): Promise<string>;
  unsubscribe: UnsubscribeSigner;
  /** One delivery pass (the job's run; tests call it with the time they choose). */
  deliver(options?: { now?: Date }): Promise<DeliveryRunSummary>;
  /**
   * Starts the delivery job: every `intervalMs`, and at once when notify() stores something in
   * this process. Returns it for stopping.
   */
  startJob(intervalMs: number): PeriodicJob;
}

export function createNotificationService(options: NotificationServiceOptions): NotificationService {
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => {
    keys ??= loadVapidKeys(options.db, options.vapid).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const unsubscribe = createUnsubscribeSigner(options.secret);
  // Keep-alive: a thousand pushes to one push service reuse a few connections.
  const pushAgent = options.pushAgent ?? new Agent({ keepAlive: true, maxSockets: 64 });
  const config = {
    db: options.db,
    logger: options.logger,
    baseUrl: options.baseUrl,
    vapid,
    vapidSubject: options.vapidSubject,
    unsubscribe,
    pushAgent,
    pushConcurrency: options.pushConcurrency ?? 64,
    pushTimeoutMs: options.pushTimeoutMs ?? 15_000,
  };
  return {
    pushPublicKey: async () => (await vapid()).publicKey,
    unsubscribe,
    deliver: ({ now } = {}) => runDelivery(config, now ?? new Date()),
    startJob(intervalMs) {
      const job = startPeriodicJob({
        name: 'notification delivery',
        logger: options.logger,
        intervalMs,
        run: async () => void (await runDelivery(config, new Date())),
      });
      // notify() runs inside the caller's transaction: a moment later it has committed.
      const stopListening = onNotificationsQueued(() => setTimeout(() => job.runSoon(), 250).unref());
      return {
        runSoon: () => job.runSoon(),
        async stop() {
          stopListening();
          await job.stop();
        },
      };
    },
  };
}
