import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { outbox } from '../db/schema/index';

export interface Email {
  to: string;
  subject: string;
  text: string;
}
export interface Sms {
  to: string;
  body: string;
}

/** Delivers through a configured provider; returns false when none is configured. */
export interface Transport<M> {
  deliver(message: M): Promise<boolean>;
}

export interface Messenger {
  sendEmail(email: Email): Promise<void>;
  sendSms(sms: Sms): Promise<void>;
}

/**
 * Every message is written to the outbox table. With no provider configured it is also
 * written to the log, so a local install works and tests can read what was "sent".
 */
export function createMessenger(deps: { db: Database; logger: Logger; email?: Transport<Email>; sms?: Transport<Sms> }): Messenger {
  async function record(channel: 'email' | 'sms', recipient: string, subject: string | null, body: string, send?: () => Promise<boolean>) {
    let status: 'logged' | 'sent' | 'failed' = 'logged';
    if (send) {
      try {
        status = (await send()) ? 'sent' : 'logged';
      } catch (error) {
        status = 'failed';
        // No recipient here: logs carry no one's address or number (the outbox row has it).
        deps.logger.error({ err: error, channel }, 'message delivery failed');
      }
    }
    if (status === 'logged') deps.logger.info({ channel, recipient, subject, body }, 'message (no provider configured)');
    await deps.db.insert(outbox).values({ channel, recipient, subject, body, status });
  }
  const { email: emailTransport, sms: smsTransport } = deps;
  return {
    sendEmail: (email) => record('email', email.to, email.subject, email.text, emailTransport && (() => emailTransport.deliver(email))),
    sendSms: (sms) => record('sms', sms.to, null, sms.body, smsTransport && (() => smsTransport.deliver(sms))),
  };
}
