import { Alert, Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { INVITATION_CLAIM_HOURS, WAITLIST_STEPS } from '../../../../shared/waitlist';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useWaitlistDialog } from '../dialog-context';

/** /waitlist: how the waitlist works and what happens next, with the button to join. */
export function WaitlistPage({ leagueName, waitlistEnabled }: { leagueName: string; waitlistEnabled: boolean }) {
  const dialog = useWaitlistDialog();
  return (
    <Stack maw={720} gap="lg">
      <PageHeader
        title="Join the Waitlist"
        description={`When every roster in ${leagueName} is full, players join the waitlist and we offer spots in order as they open up.`}
      />
      {waitlistEnabled ? null : (
        <Alert variant="light" color="blue" title="Registration is open right now">
          There is room in the league at the moment, so you can {/* The text's own colour: the link colour is too pale on the alert's blue. */}
          <Anchor component={Link} to="/register" c="inherit" fw={600}>
            register directly
          </Anchor>
          . You can still join the waitlist if you prefer to wait for a particular team.
        </Alert>
      )}
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
      {dialog.joinedEmail ? (
        <FormAlert kind="success" title="You're on the waitlist">
          {dialog.joinedEmail} is on the waitlist. We've sent a confirmation e-mail there; your registration link will come to the same address.
        </FormAlert>
      ) : null}
      <div>
        <Button size="md" aria-haspopup="dialog" onPointerEnter={dialog.preload} onFocus={dialog.preload} onClick={dialog.open}>
          Join Waitlist
        </Button>
      </div>
    </Stack>
  );
}
