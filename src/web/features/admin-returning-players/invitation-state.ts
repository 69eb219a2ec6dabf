import { INVITATION_SKIP_REASON_LABELS, INVITATION_SKIP_REASONS } from '../../../shared/registrations';
import type { ReturningPlayer, SendReturningInvitationsResult } from '../../../shared/api/registrations';
import { formatDate, type FormatOptions } from '../../lib/format';

/**
 * Where a returning player stands for the new season, in words: registered, or the latest
 * invitation (used, expired, or open until when), or none.
 */
export function invitationState(player: Pick<ReturningPlayer, 'registered' | 'invitation' | 'email'>, now: Date, format: FormatOptions = {}): string {
  if (player.registered) return 'Registered';
  const invitation = player.invitation;
  const day = (iso: string) => formatDate(iso, format);
  if (invitation?.claimed_at) return `Invitation used on ${day(invitation.claimed_at)}`;
  if (invitation && Date.parse(invitation.expires_at) <= now.getTime()) return `Invitation expired on ${day(invitation.expires_at)}`;
  if (invitation) return `Invited on ${day(invitation.sent_at)}, expires ${day(invitation.expires_at)}`;
  return player.email ? 'Not invited' : 'No e-mail address';
}

/** A player the page lets the admin choose: one the server would not skip. */
export function canInvite(player: Pick<ReturningPlayer, 'registered' | 'email'>): boolean {
  return !player.registered && Boolean(player.email);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The toast after sending: "2 invitations sent. 1 skipped: already registered." */
export function sentMessage(result: SendReturningInvitationsResult): string {
  const sent = `${plural(result.sent, 'invitation', 'invitations')} sent.`;
  if (result.skipped.length === 0) return sent;
  const reasons = INVITATION_SKIP_REASONS.map((reason) => [reason, result.skipped.filter((s) => s.reason === reason).length] as const)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => `${count} ${INVITATION_SKIP_REASON_LABELS[reason]}`);
  return `${sent} ${result.skipped.length} skipped: ${reasons.join(', ')}.`;
}
