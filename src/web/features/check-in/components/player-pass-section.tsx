import { Alert, Button, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import { checkInKeys, useMyPass } from '../api';

/** The token as a QR code image (a data: URL, drawn on the device: no network). */
function useQrImage(token: string | null | undefined): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!token) {
      setImage(null);
      return;
    }
    let current = true;
    void QRCode.toDataURL(token, { errorCorrectionLevel: 'M', margin: 4, width: 320 }).then((url) => {
      if (current) setImage(url);
    });
    return () => {
      current = false;
    };
  }, [token]);
  return image;
}

/**
 * The player's pass on /profile (issue 24, decision 083): a QR code with a signed token (never
 * the player's id) that an admin or the game's referee scans at check-in. Printable (the print
 * stylesheet prints the pass alone) and kept by the worker, so it opens offline; renew it when
 * it was shared or lost (the old one stops working), or revoke it.
 */
export function PlayerPassSection() {
  const pass = useMyPass();
  const image = useQrImage(pass.data?.token);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (how: 'renew' | 'revoke') => (how === 'renew' ? api('POST /api/me/pass') : api('DELETE /api/me/pass')),
    onSuccess: (next) => queryClient.setQueryData(checkInKeys.pass, next),
  });

  if (pass.isPending) return <Loader size="sm" aria-label="Loading your pass" />;
  if (pass.isError) {
    const noPlayer = isApiError(pass.error) && pass.error.status === 409;
    return <Text size="sm">{noPlayer ? 'Your pass appears once your player details are saved.' : 'Your pass could not be loaded.'}</Text>;
  }
  const token = pass.data.token;
  return (
    <Stack gap="sm" align="flex-start">
      {token ? (
        <div className="player-pass-print">
          <Text fw={700}>{pass.data.player_name}</Text>
          {image ? (
            <Image src={image} alt={`Player pass QR code for ${pass.data.player_name}`} w={240} h={240} data-testid="player-pass-qr" />
          ) : (
            <Loader size="sm" />
          )}
          <Text size="xs" c="dimmed">
            Show this code at check-in.
          </Text>
        </div>
      ) : (
        <Alert color="gray">Your pass is revoked. Make a new one to be checked in by scan.</Alert>
      )}
      <Group gap="xs">
        {token ? (
          <Button variant="light" onClick={() => window.print()}>
            Print pass
          </Button>
        ) : null}
        <Button variant="default" loading={change.isPending && change.variables === 'renew'} onClick={() => change.mutate('renew')}>
          {token ? 'Renew pass' : 'Make a new pass'}
        </Button>
        {token ? (
          <Button variant="subtle" color="red" loading={change.isPending && change.variables === 'revoke'} onClick={() => change.mutate('revoke')}>
            Revoke pass
          </Button>
        ) : null}
      </Group>
      {token ? (
        <Text size="xs" c="dimmed">
          Renewing or revoking stops the old code working (a printed or shared copy included).
        </Text>
      ) : null}
    </Stack>
  );
}
