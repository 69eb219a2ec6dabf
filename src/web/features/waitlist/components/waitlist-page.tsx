import { Anchor, Button, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { INVITATION_CLAIM_HOURS, WAITLIST_STEPS } from '../../../../shared/waitlist';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useWaitlistDialog } from '../dialog-context';

/** Waitlist mode as the page knows it: still loading, on (the waitlist is open) or off. */
export type WaitlistState = 'loading' | 'open' | 'closed';

/**
 * /waitlist: how the waitlist works and what happens next, with the button to join. The
 * waitlist is open only in waitlist mode (spec §1, decision 011): while it is off the page
 * says so and sends the visitor to /register instead of offering the form.
 */
export function WaitlistPage({ leagueName, state }: { leagueName: string; state: WaitlistState }) {
  const dialog = useWaitlistDialog();
  const description = `When every roster in ${leagueName} is full, players join the waitlist and we offer spots in order as they open up.`;
  const joined = dialog.joinedEmail ? (
    <FormAlert kind="success" title="You're on the waitlist">
      {dialog.joinedEmail} is on the waitlist. We've sent a confirmation e-mail there; your registration link will come to the same address.
    </FormAlert>
  ) : null;
  if (state === 'closed') {
    return (
      <Stack maw={720} gap="lg">
        <PageHeader title="The waitlist is closed" description={`Registration for ${leagueName} is open right now, so there is no need to wait.`} />
        {joined}
        <WaitlistClosed />
      </Stack>
    );
  }
  return (
    <Stack maw={720} gap="lg">
      <PageHeader title="Join the Waitlist" description={description} />
      <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md" component="section" aria-labelledby="waitlist-how">
        <Title order={2} size="h3" id="waitlist-how" mb="sm">
          How it works
        </Title>
        <List type="ordered" spacing="sm">
          <List.Item>Fill in the form in four short steps: {WAITLIST_STEPS.join(', ')}. It takes about five minutes; a photo is optional.</List.Item>
          <List.Item>
            You join the waitlist straight away. Spots are offered by priority, then to whoever joined first; returning players can ask to stay on their team.
          </List.Item>
          <List.Item>
            By joining you accept the{' '}
            <Anchor component={Link} to="/waiver">
              League Waiver &amp; Release
            </Anchor>
            .
          </List.Item>
        </List>
      </Paper>
      <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md" component="section" aria-labelledby="waitlist-next">
        <Title order={2} size="h3" id="waitlist-next" mb="sm">
          What happens next
        </Title>
        <Stack gap="xs">
          <Text>
            When a roster spot opens, we e-mail you a personal registration link. It is yours for {INVITATION_CLAIM_HOURS} hours; if it is not used by then, the
            spot is offered to the next player on the list.
          </Text>
          <Text>With the link you register as usual: choose your division, sign the waiver and pay the fee.</Text>
        </Stack>
      </Paper>
      {joined}
      <div>
        {state === 'loading' ? (
          // The button's size while the setting loads: neither the form nor "closed" before it is known.
          <Skeleton height={42} width={150} radius="md" data-testid="waitlist-button-placeholder" />
        ) : (
          <Button size="md" aria-haspopup="dialog" onPointerEnter={dialog.preload} onFocus={dialog.preload} onClick={dialog.open}>
            Join Waitlist
          </Button>
        )}
      </div>
    </Stack>
  );
}

/** Waitlist mode off: everyone may register now, so there is no list to wait on. */
function WaitlistClosed() {
  return (
    <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md" component="section" aria-labelledby="waitlist-register">
      <Title order={2} size="h3" id="waitlist-register" mb="sm">
        Register instead
      </Title>
      <Stack gap="md" align="flex-start">
        <Text>
          Register directly: choose your division, sign the waiver and pay the fee. When every roster is full, the waitlist opens again and you can join it
          here.
        </Text>
        <Button component={Link} to="/register" size="md">
          Register Now
        </Button>
      </Stack>
    </Paper>
  );
}
