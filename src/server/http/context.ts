import type { Logger } from 'pino';
import type { Auth } from '../auth';
import type { DatabaseHandle } from '../db/client';
import type { NotificationService } from '../features/notifications/index';
import type { PaymentGateway } from '../features/payments/payment-gateway';
import type { Messenger } from '../messaging/messenger';
import type { RealtimeHub } from '../realtime/hub';
import type { ObjectStorage } from '../storage/storage';

/** The signed-in caller, as every service sees it. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  /** Every role the user holds; the server authorizes on these (see docs/decisions). */
  roles: string[];
}

export interface AppDeps {
  database: DatabaseHandle;
  auth: Auth;
  messenger: Messenger;
  logger: Logger;
  trustedOrigins: string[];
  trustProxy: boolean;
  /** The public address of the site: links in e-mails and photo URLs start with it. */
  baseUrl: string;
  /** The player-photos bucket (spec §7). */
  photoStorage: ObjectStorage;
  /** Photo uploads allowed per client address (anonymous) or per user, per hour. */
  photoUploadsPerHour: number;
  /** Waitlist entries allowed per client address per hour (WAITLIST_JOINS_PER_HOUR). */
  waitlistJoinsPerHour: number;
  /** Card payments when configured (STRIPE_SECRET_KEY); null: the league is paid directly. */
  payments: PaymentGateway | null;
  /** This process's realtime hub: SSE viewers subscribe to it (decision 036). */
  realtime: RealtimeHub;
  /** The notification service (decision 072): VAPID key, unsubscribe links, delivery. */
  notifications: NotificationService;
  /** AUTH_SECRET: the app's own signed tokens derive their keys from it, one per purpose (the player pass, decision 083). */
  secret: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    actor: Actor | null;
  };
}
