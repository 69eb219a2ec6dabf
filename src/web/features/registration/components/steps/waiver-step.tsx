import { Alert, Box, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { signedNameMatches } from '../../../../../shared/schemas/registrations';
import type { ActiveWaiver } from '../../../../../shared/api/waivers';
import { formatDate } from '../../../../lib/format';
import { useLeagueTimeZone } from '../../../../lib/league-time-zone';
import { waiverParagraphs } from '../../../../lib/waivers';
import type { RegistrationFormValues } from '../../form-values';

interface WaiverStepProps {
  waiver: ActiveWaiver | null;
  /** When the player signed this version already. */
  signedAt: string | null;
}

/** Step 4: read the active waiver and sign it by typing the full name (or see that it is signed). */
export function WaiverStep({ waiver, signedAt }: WaiverStepProps) {
  const timeZone = useLeagueTimeZone();
  if (!waiver) {
    return (
      <Alert color="yellow" variant="light" title="No waiver to sign yet">
        The league has not published its waiver yet, so registration cannot be completed right now. Please try again later.
      </Alert>
    );
  }
  if (signedAt) {
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconCircleCheck size={20} aria-hidden color="var(--mantine-color-teal-filled)" />
        <Text>
          You signed version {waiver.version} of the {waiver.title} on {formatDate(signedAt, { timeZone })}. There is nothing more to sign.
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap="md">
      <Paper withBorder radius="md">
        {/* Focusable, so the text can be scrolled with the keyboard. */}
        <Box mah={320} p="md" style={{ overflowY: 'auto' }} tabIndex={0} role="region" aria-label={`${waiver.title}, version ${waiver.version}`}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {waiver.title}
            </Title>
            <Text size="sm" c="dimmed">
              Version {waiver.version}
            </Text>
            {waiverParagraphs(waiver.body).map((paragraph, index) => (
              <Text key={index} style={{ whiteSpace: 'pre-line' }}>
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Box>
      </Paper>
      <SignatureField />
    </Stack>
  );
}

function SignatureField() {
  const { register, control, formState } = useFormContext<RegistrationFormValues>();
  const [signed, first, last] = useWatch({ control, name: ['waiver_signed_name', 'first_name', 'last_name'] });
  const fullName = `${first ?? ''} ${last ?? ''}`.trim();
  const matches = signed.trim() !== '' && signedNameMatches(signed, first ?? '', last ?? '');
  return (
    <Stack gap={4}>
      <TextInput
        label="Type your full name to sign"
        description={`As in your player details: ${fullName}`}
        required
        autoComplete="name"
        {...register('waiver_signed_name')}
        error={formState.errors.waiver_signed_name?.message}
      />
      {/* Said as soon as the name matches, while typing. */}
      <Text size="sm" c="var(--mantine-color-teal-text)" role="status" mih="1.25rem">
        {matches ? `Signed as ${fullName}.` : ''}
      </Text>
    </Stack>
  );
}
