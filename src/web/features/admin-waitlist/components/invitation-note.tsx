import { Text } from '@mantine/core';
import type { WaitlistInvitationState } from '../../../../shared/api/waitlist';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';

/** One line on the entry's newest invitation. */
export function InvitationNote({ invitation }: { invitation: WaitlistInvitationState | null }) {
  const timeZone = useLeagueTimeZone();
  const when = (iso: string) => formatGameDateTime(iso, { timeZone });
  if (!invitation) return <Text size="sm">Not invited yet.</Text>;
  const text = {
    open: `Invitation sent ${when(invitation.created_at)}; it can be claimed until ${when(invitation.expires_at)}.`,
    claimed: `Invitation claimed ${invitation.claimed_at ? when(invitation.claimed_at) : ''}.`,
    expired: `Invitation ran out unclaimed on ${when(invitation.expires_at)}.`,
    revoked: `Invitation withdrawn ${invitation.revoked_at ? when(invitation.revoked_at) : ''}.`,
  }[invitation.status];
  return <Text size="sm">{text.replace(' .', '.')}</Text>;
}
