import { Button, CopyButton, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CreatedTeamInvite } from '../../../../shared/api/team-invites';
import { formatDateTime } from '../../../lib/format';
import { logError } from '../../../lib/logger';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';

const TITLE_ID = 'new-invite-link';

/**
 * The new invite's link and QR code (decision 077): the token lives only in this answer, so the
 * page shows it while it holds it; the list afterwards shows invites without their links.
 */
export function InviteLink({ created }: { created: CreatedTeamInvite }) {
  const timeZone = useLeagueTimeZone();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The QR library loads with the first link made, not with the page.
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(created.url, { margin: 1, width: 240, errorCorrectionLevel: 'M' }))
      .then((data) => live && setQr(data))
      .catch((error: unknown) => logError('invite QR', error));
    return () => {
      live = false;
    };
  }, [created.url]);

  return (
    <Paper component="section" aria-labelledby={TITLE_ID} withBorder radius="md" p={{ base: 'md', xs: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={TITLE_ID}>
          New invite link
        </Title>
        <Text size="sm">
          Share it or let people scan the code. Up to {created.invite.max_uses} {created.invite.max_uses === 1 ? 'person' : 'people'} can join with it until{' '}
          {formatDateTime(created.invite.expires_at, { timeZone })}. The link is shown only now: copy it before you leave this page.
        </Text>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput label="Invite link" value={created.url} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(event) => event.currentTarget.select()} />
          <CopyButton value={created.url}>
            {({ copied, copy }) => (
              <Button onClick={copy} variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} aria-live="polite">
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
        </Group>
        {qr ? <Image src={qr} alt="QR code of the invite link" w={240} h={240} radius="sm" bg="white" p={4} /> : null}
      </Stack>
    </Paper>
  );
}
