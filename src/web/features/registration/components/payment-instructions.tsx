import { Code, Paper, Stack, Text } from '@mantine/core';
import { REGISTRATION_MESSAGES } from '../../../../shared/registrations';

/**
 * How to pay a registration that is due in a league without card payment (decision 045): the
 * general sentence, then the league's own instructions when it has set them (plain text, its
 * line breaks kept) with the registration id to quote. Shown on /register's done page and on
 * /profile's registrations.
 */
export function PaymentInstructions({ instructions, registrationId }: { instructions: string | null; registrationId: string }) {
  return (
    <Stack gap="xs" w="100%">
      <Text size="sm">{REGISTRATION_MESSAGES.noPaymentProvider}</Text>
      {instructions ? (
        <Paper component="section" withBorder p="sm" radius="sm" aria-label="How to pay">
          <Stack gap={6}>
            <Text fw={600}>How to pay</Text>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{instructions}</Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Your registration id: <Code>{registrationId}</Code>
            </Text>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
