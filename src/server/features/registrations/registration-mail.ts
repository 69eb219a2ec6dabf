import { eq } from 'drizzle-orm';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import { PAYMENT_METHOD_LABELS, REGISTRATION_MESSAGES, type PaymentMethod } from '../../../shared/registrations';
import type { LeagueSettings } from '../../../shared/settings';
import type { Database, Transaction } from '../../db/client';
import { discountCodes, divisions, players, registrations, seasons, users } from '../../db/schema/index';
import { notify } from '../notifications/index';
import { type Email, queueEmails } from '../../messaging/messenger';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { formatCents } from '../../format-money';
import { greeting } from '../../messaging/message-text';

/**
 * The mails of a registration's steps (decision 045): received, paid (a receipt) and the
 * reminders while payment is due. Each is queued in the outbox inside the transaction that
 * made the step, so it goes out after the commit, exactly once, and never for a refused or
 * rolled-back request; the outbox dispatcher delivers it and retries a failure.
 */

/** What every registration mail says, read in the transaction that made the step. */
export interface RegistrationMailFacts {
  id: string;
  /** null: nobody to write to (a phone-only account and no address on the player). */
  to: string | null;
  firstName: string;
  seasonName: string;
  divisionName: string;
  status: string;
  feeCents: number;
  discountCents: number;
  discountCode: string | null;
  amountPaidCents: number;
  paymentMethod: PaymentMethod | null;
  paidAt: Date | null;
  createdAt: Date;
}

export async function registrationMailFacts(db: Database | Transaction, registrationId: string): Promise<RegistrationMailFacts | null> {
  const [row] = await db
    .select({
      id: registrations.id,
      accountEmail: users.email,
      playerEmail: players.email,
      firstName: players.firstName,
      seasonName: seasons.name,
      divisionName: divisions.name,
      status: registrations.status,
      feeCents: registrations.feeCents,
      discountCents: registrations.discountCents,
      discountCode: discountCodes.code,
      amountPaidCents: registrations.amountPaidCents,
      paymentMethod: registrations.paymentMethod,
      paidAt: registrations.paidAt,
      createdAt: registrations.createdAt,
    })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.playerId))
    .innerJoin(seasons, eq(seasons.id, registrations.seasonId))
    .innerJoin(divisions, eq(divisions.id, registrations.divisionId))
    .leftJoin(users, eq(users.id, registrations.userId))
    .leftJoin(discountCodes, eq(discountCodes.id, registrations.discountCodeId))
    .where(eq(registrations.id, registrationId));
  if (!row) return null;
  const { accountEmail, playerEmail, ...facts } = row;
  return { ...facts, to: recipientOf(accountEmail, playerEmail) };
}

/** The account's address, unless it is a phone-only account's stand-in; then the player's own, if any. */
function recipientOf(accountEmail: string | null, playerEmail: string | null): string | null {
  for (const address of [accountEmail, playerEmail]) {
    const trimmed = address?.trim();
    if (trimmed?.includes('@') && !isPhoneOnlyEmail(trimmed)) return trimmed;
  }
  return null;
}

function formatDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long' }).format(date);
}

const amountDue = (f: RegistrationMailFacts) => Math.max(0, f.feeCents - f.discountCents - f.amountPaidCents);

function discountLine(f: RegistrationMailFacts): string | null {
  if (f.discountCents <= 0) return null;
  return `Discount${f.discountCode ? ` (code ${f.discountCode})` : ''}: -${formatCents(f.discountCents)}`;
}

/** The lines every mail about one registration carries, so a player can tell them apart. */
function summaryLines(f: RegistrationMailFacts): string[] {
  return [`Registration id: ${f.id}`, `Season: ${f.seasonName}`, `Division: ${f.divisionName}`, `Fee: ${formatCents(f.feeCents)}`, discountLine(f)].filter(
    (line): line is string => line !== null,
  );
}

/** How to pay, for a league without card payment: its instructions, or the generic sentence. */
function howToPay(settings: Pick<LeagueSettings, 'paymentInstructions'>, cardPayments: boolean, baseUrl: string): string {
  if (cardPayments) return `You can pay by card from your profile: ${baseUrl}/profile`;
  const instructions = settings.paymentInstructions.trim();
  return instructions ? `How to pay:\n${instructions}` : REGISTRATION_MESSAGES.noPaymentProvider;
}

export function registrationReceivedEmail(
  f: RegistrationMailFacts,
  settings: Pick<LeagueSettings, 'leagueName' | 'paymentInstructions'>,
  options: { cardPayments: boolean; baseUrl: string },
): Email | null {
  if (!f.to) return null;
  const due = f.status === 'pending_payment' && amountDue(f) > 0;
  const opening = due
    ? `We have your registration for ${f.seasonName}, ${f.divisionName}. It holds your place; it is complete once it is paid.`
    : `You are registered for ${f.seasonName}, ${f.divisionName}. There is nothing to pay.`;
  return {
    to: f.to,
    subject: `${settings.leagueName}: registration received`,
    text: [
      greeting(f.firstName),
      opening,
      summaryLines(f).join('\n'),
      ...(due ? [`Amount due: ${formatCents(amountDue(f))}`, howToPay(settings, options.cardPayments, options.baseUrl)] : []),
      `Your registrations: ${options.baseUrl}/profile`,
      'Team placements are announced before the season starts.',
    ].join('\n\n'),
  };
}

export function paymentReceiptEmail(
  f: RegistrationMailFacts,
  settings: Pick<LeagueSettings, 'leagueName' | 'timeZone'>,
  options: { baseUrl: string },
): Email | null {
  if (!f.to) return null;
  const method = f.paymentMethod ? PAYMENT_METHOD_LABELS[f.paymentMethod] : null;
  return {
    to: f.to,
    subject: `${settings.leagueName}: payment received`,
    text: [
      greeting(f.firstName),
      `Thank you: your payment for ${f.seasonName}, ${f.divisionName} is received and your registration is paid.`,
      [
        'Receipt',
        `Amount paid: ${formatCents(f.amountPaidCents)}`,
        ...summaryLines(f),
        ...(method ? [`Paid by: ${method}`] : []),
        ...(f.paidAt ? [`Paid on: ${formatDay(f.paidAt, settings.timeZone)}`] : []),
      ].join('\n'),
      `Your registrations: ${options.baseUrl}/profile`,
    ].join('\n\n'),
  };
}

export function paymentReminderEmail(
  f: RegistrationMailFacts,
  settings: Pick<LeagueSettings, 'leagueName' | 'paymentInstructions' | 'timeZone'>,
  options: { cardPayments: boolean; baseUrl: string },
): Email | null {
  if (!f.to) return null;
  return {
    to: f.to,
    subject: `${settings.leagueName}: payment due for your registration`,
    text: [
      greeting(f.firstName),
      `Your registration for ${f.seasonName}, ${f.divisionName} (made on ${formatDay(f.createdAt, settings.timeZone)}) is not paid yet.`,
      summaryLines(f).join('\n'),
      `Amount due: ${formatCents(amountDue(f))}`,
      howToPay(settings, options.cardPayments, options.baseUrl),
      'If you have paid already, thank you: an admin will mark it paid shortly.',
    ].join('\n\n'),
  };
}

/**
 * A payment reminder (decision 045) through the notification service (issue 22, decision 074):
 * to the registration's account, its e-mail the reminder mail above, on the channels the person
 * chose for "Payments due". A registration without an account (or a phone-only one, which has no
 * address for the service to write to) gets the mail directly, at the player's own address.
 * `round` tells one reminder from the next: the same round notified twice is one message.
 */
export async function notifyPaymentDue(
  tx: Database | Transaction,
  registrationId: string,
  round: number,
  options: { cardPayments: boolean; baseUrl: string },
): Promise<boolean> {
  const facts = await registrationMailFacts(tx, registrationId);
  if (!facts) return false;
  const settings = await readLeagueSettings(tx);
  const [account] = await tx
    .select({ id: users.id, email: users.email })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(eq(registrations.id, registrationId));
  const email = paymentReminderEmail(facts, settings, options);
  let told = false;
  if (account) {
    const { created } = await notify(tx, {
      kind: 'payment_due',
      recipientUserIds: [account.id],
      eventKey: `payment-due:${registrationId}:${round}`,
      title: `Payment due: ${facts.seasonName}, ${facts.divisionName}`,
      body: `${formatCents(amountDue(facts))} is due for your registration. How to pay is on your profile.`,
      url: '/profile',
      email: email ? { subject: email.subject, text: email.text } : undefined,
    });
    told = created > 0;
  }
  if (email && (!account || isPhoneOnlyEmail(account.email))) {
    await queueEmails(tx, [email]);
    told = true;
  }
  return told;
}

type Kind = 'received' | 'receipt' | 'reminder';

/**
 * Queues one of the registration's mails in the caller's transaction. Nothing is queued when
 * there is no one to write to.
 */
export async function queueRegistrationMail(
  tx: Database | Transaction,
  kind: Kind,
  registrationId: string,
  options: { cardPayments: boolean; baseUrl: string },
): Promise<boolean> {
  const facts = await registrationMailFacts(tx, registrationId);
  if (!facts) return false;
  const settings = await readLeagueSettings(tx);
  const email =
    kind === 'received'
      ? registrationReceivedEmail(facts, settings, options)
      : kind === 'receipt'
        ? paymentReceiptEmail(facts, settings, options)
        : paymentReminderEmail(facts, settings, options);
  if (!email) return false;
  await queueEmails(tx, [email]);
  return true;
}
