import { and, eq } from 'drizzle-orm';
import { isPhoneOnlyEmail } from '../../../shared/accounts';
import type { RosterInvitation } from '../../../shared/api/teams';
import { RETURNING_INVITATION_DAYS } from '../../../shared/registrations';
import type { Database } from '../../db/client';
import { divisions, players, seasons, teamRosters, teams } from '../../db/schema/index';
import { requireActor } from '../../http/access';
import type { Actor } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { queueEmails } from '../../messaging/messenger';
import { issueInvitation } from '../returning-players/index';
import { readLeagueSettings } from '../../core/settings/league-settings';
import { greeting, INVITATION_LINK_SENT, secret } from '../../messaging/message-text';

/**
 * Invites a rostered player who has no account to sign up (decision 047). It is a
 * registration invitation for the team's season (decisions 031, 034): /register is where an
 * account is made, and registering with the link takes this player record, roster place
 * included, for the new account. The e-mail is queued in the outbox in the same transaction,
 * so it is retried if delivery fails and never sent for an invitation that was rolled back.
 */
export async function inviteRosterPlayer({
  db,
  baseUrl,
  actor,
  teamId,
  playerId,
  now = new Date(),
}: {
  db: Database;
  baseUrl: string;
  actor: Actor | null;
  teamId: string;
  playerId: string;
  now?: Date;
}): Promise<RosterInvitation> {
  const admin = requireActor(actor);
  const settings = await readLeagueSettings(db);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ player: players, teamName: teams.name, seasonId: teams.seasonId, seasonName: seasons.name, divisionName: divisions.name })
      .from(teamRosters)
      .innerJoin(players, eq(players.id, teamRosters.playerId))
      .innerJoin(teams, eq(teams.id, teamRosters.teamId))
      .innerJoin(seasons, eq(seasons.id, teams.seasonId))
      .innerJoin(divisions, eq(divisions.id, teams.divisionId))
      .where(and(eq(teamRosters.teamId, teamId), eq(teamRosters.playerId, playerId)))
      .for('update', { of: players });
    if (!found) throw notFound('That roster player');
    const { player } = found;
    const name = `${player.firstName} ${player.lastName}`;
    if (player.userId) throw conflict(`${name} already has an account.`);
    const email = player.email?.trim().toLowerCase() ?? '';
    if (!email || isPhoneOnlyEmail(email)) throw conflict(`${name} has no e-mail address. Add one on the Players page first.`);
    const invitation = await issueInvitation(tx, { admin, seasonId: found.seasonId, playerId, email, firstName: player.firstName, now });
    const deadline = new Intl.DateTimeFormat('en-US', { timeZone: settings.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(invitation.expiresAt);
    const link = `${baseUrl}/register?invitation=${encodeURIComponent(invitation.token)}`;
    await queueEmails(tx, [
      {
        to: email,
        subject: `${settings.leagueName}: you are on ${found.teamName}, create your account`,
        text: [
          greeting(player.firstName),
          `You are on the roster of ${found.teamName} (${found.divisionName}, ${found.seasonName}) with ${settings.leagueName}. To see your team's pages, schedule and games, create your account and register:`,
          link,
          `This link is for you only and works once. It expires in ${RETURNING_INVITATION_DAYS} days, on ${deadline}.`,
        ].join('\n\n'),
        secrets: [secret(link, INVITATION_LINK_SENT)],
      },
    ]);
    return { sent_to: email, expires_at: invitation.expiresAt.toISOString() };
  });
}
