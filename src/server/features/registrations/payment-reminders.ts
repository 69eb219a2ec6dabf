import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { registrations, seasons } from '../../db/schema/index';
import { consumeRateLimit } from '../../http/rate-limit';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';
import { notifyPaymentDue } from './registration-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A registration still due is reminded at most once in this many days, the first time this long after it was made. */
export const PAYMENT_REMINDER_DAYS = 7;

/** The throttle row that keeps a registration's reminders PAYMENT_REMINDER_DAYS apart (stored as a digest). */
export const paymentReminderRule = (registrationId: string) => ({
  key: `payment-reminder:${registrationId}`,
  limit: 1,
  windowMs: PAYMENT_REMINDER_DAYS * DAY_MS,
});

/**
 * Queues a payment reminder (decision 045) for every registration still pending payment with
 * something left to pay, made at least PAYMENT_REMINDER_DAYS ago, in a season not completed.
 * Each registration is its own transaction: its row locked (SKIP LOCKED, so an admin marking
 * it paid meanwhile wins), then a claim on its throttle row (one atomic upsert), then the
 * notification ("Payments due", with the reminder mail as its e-mail; decision 074). The claim allows one reminder per PAYMENT_REMINDER_DAYS, so a second run the same
 * day, or another server process running at once, finds it taken and sends nothing.
 */
export async function sendPaymentReminders({
  db,
  baseUrl,
  cardPayments,
  now = new Date(),
}: {
  db: Database;
  baseUrl: string;
  cardPayments: boolean;
  now?: Date;
}): Promise<{ reminded: string[] }> {
  const due = await db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(seasons, eq(seasons.id, registrations.seasonId))
    .where(
      and(
        eq(registrations.status, 'pending_payment'),
        gt(sql`${registrations.feeCents} - ${registrations.discountCents} - ${registrations.amountPaidCents}`, 0),
        lte(registrations.createdAt, new Date(now.getTime() - PAYMENT_REMINDER_DAYS * DAY_MS)),
        ne(seasons.status, 'completed'),
      ),
    )
    // No batch limit: those reminded lately stay in this list for days, and a limit would
    // keep the ones behind them waiting. Ids only, one short transaction each.
    .orderBy(asc(registrations.createdAt), asc(registrations.id));

  const reminded: string[] = [];
  for (const { id } of due) {
    const sent = await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.id, id), eq(registrations.status, 'pending_payment')))
        .for('update', { skipLocked: true });
      if (!still) return false;
      const claim = await consumeRateLimit(tx, paymentReminderRule(id), now);
      if (!claim.allowed) return false;
      // Reminders are PAYMENT_REMINDER_DAYS apart: the count of those periods since the
      // registration tells this reminder from the last (the notification's event).
      const [made] = await tx.select({ createdAt: registrations.createdAt }).from(registrations).where(eq(registrations.id, id));
      const round = made ? Math.floor((now.getTime() - made.createdAt.getTime()) / (PAYMENT_REMINDER_DAYS * DAY_MS)) : 0;
      return notifyPaymentDue(tx, id, round, { cardPayments, baseUrl });
    });
    if (sent) reminded.push(id);
  }
  return { reminded };
}

/** The server's reminder run: at start, then every `intervalMs` (PAYMENT_REMINDER_INTERVAL_SECONDS). */
export function startPaymentReminderTimer(deps: { db: Database; baseUrl: string; cardPayments: boolean; logger: Logger; intervalMs: number }): PeriodicJob {
  return startPeriodicJob({
    name: 'payment reminders',
    logger: deps.logger,
    intervalMs: deps.intervalMs,
    run: async () => {
      const { reminded } = await sendPaymentReminders({ db: deps.db, baseUrl: deps.baseUrl, cardPayments: deps.cardPayments });
      // A count only: no one's address or registration in the log.
      if (reminded.length > 0) deps.logger.info({ count: reminded.length }, 'payment reminders queued');
    },
  });
}
