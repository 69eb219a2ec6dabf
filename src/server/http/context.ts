import type { Logger } from 'pino';
import type { Auth } from '../auth';
import type { DatabaseHandle } from '../db/client';
import type { Messenger } from '../messaging/messenger';

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
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    actor: Actor | null;
  };
}
