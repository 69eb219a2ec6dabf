/** The outbox's values (decision 047): every e-mail and SMS the app sends is kept there; its answers' shapes are in api/outbox.ts. */

/** How a message goes out. */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * A message's state: queued (waiting for the dispatcher), sending (claimed by it), logged (no
 * provider is set up: kept here only), sent (the provider took it), failed (the provider
 * refused it or could not be reached; retried for a while).
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'logged', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
