import { eq } from 'drizzle-orm';
import { INVITATION_CLAIM_HOURS } from '../../../shared/waitlist';
import type { LeagueSettings } from '../../../shared/settings';
import type { Transaction } from '../../db/client';
import { divisions, seasons } from '../../db/schema/index';
import { type Email, queueEmails } from '../../messaging/messenger';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { greeting } from '../../messaging/message-text';

export interface JoinedEntry {
  email: string;
  firstName: string;
  seasonName: string | null;
  divisionName: string | null;
}

/** "Waitlist joined" (decision 045): that it worked, and what happens next. */
export function waitlistJoinedEmail(entry: JoinedEntry, settings: Pick<LeagueSettings, 'leagueName' | 'contactEmail'>, baseUrl: string): Email {
  const offer = [entry.seasonName, entry.divisionName].filter(Boolean).join(', ');
  const contact = settings.contactEmail ? ` or write to ${settings.contactEmail}` : '';
  return {
    to: entry.email,
    subject: `${settings.leagueName}: you are on the waitlist`,
    text: [
      greeting(entry.firstName),
      `You are on the ${settings.leagueName} waitlist${offer ? ` for ${offer}` : ''}.`,
      [
        'What happens next:',
        '- There is nothing more to do for now.',
        '- Places are offered in waitlist order. When a place opens for you, we e-mail this address a registration link.',
        `- The link is for you only and works for ${INVITATION_CLAIM_HOURS} hours. If you have not registered by then, the place passes to the next person on the waitlist.`,
      ].join('\n'),
      `Questions? See ${baseUrl}/${contact}.`,
    ].join('\n\n'),
  };
}

/**
 * Queued in the transaction that stored the entry: a refused join (the same e-mail twice)
 * rolls back or stores nothing, and so sends nothing.
 */
export async function queueWaitlistJoinedMail(
  tx: Transaction,
  entry: { email: string; firstName: string; seasonId: string | null; divisionId: string | null },
  baseUrl: string,
): Promise<void> {
  const [season] = entry.seasonId ? await tx.select({ name: seasons.name }).from(seasons).where(eq(seasons.id, entry.seasonId)) : [];
  const [division] = entry.divisionId ? await tx.select({ name: divisions.name }).from(divisions).where(eq(divisions.id, entry.divisionId)) : [];
  const settings = await readLeagueSettings(tx);
  const email = waitlistJoinedEmail(
    { email: entry.email, firstName: entry.firstName, seasonName: season?.name ?? null, divisionName: division?.name ?? null },
    settings,
    baseUrl,
  );
  await queueEmails(tx, [email]);
}
