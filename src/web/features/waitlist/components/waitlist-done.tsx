import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { INVITATION_CLAIM_HOURS } from '../../../../shared/waitlist';

interface WaitlistDoneProps {
  /** The address the entry was made with; '' when the page was reloaded on this view. */
  email: string;
  firstName: string;
  onClose: () => void;
}

/**
 * After joining (issue 15): what happened and what happens next, staying until closed,
 * where the spec's toast fades after a few seconds. Its heading takes the focus, so screen
 * readers read the outcome.
 */
export function WaitlistDone({ email, firstName, onClose }: WaitlistDoneProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <IconCircleCheck size={32} color="var(--mantine-color-teal-7)" aria-hidden />
        <Title order={3} ref={heading} tabIndex={-1} className="wizard-step-title">
          You're on the waitlist
        </Title>
      </Group>
      <Text>
        {firstName ? `Thanks, ${firstName}. ` : ''}Your place on the waitlist is saved.
        {email ? (
          <>
            {' '}
            We've sent a confirmation e-mail to <strong>{email}</strong>.
          </>
        ) : null}
      </Text>
      <Title order={4}>What happens next</Title>
      <Text>
        When a roster spot opens, we e-mail you a personal registration link. It is yours for {INVITATION_CLAIM_HOURS} hours; if it is not used by then, the
        spot is offered to the next player on the list.
      </Text>
      <Text>With the link you register as usual: choose your division, sign the waiver and pay the fee.</Text>
      <Group justify="flex-end" mt="sm">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}
