import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { useSignOutEverywhere } from '../../api';

/** Ends every session of the account, this one included (a lost phone, a shared computer). */
export function SignOutEverywhere() {
  const signOutEverywhere = useSignOutEverywhere();
  const navigate = useNavigate();
  // mutateAsync: the guard unmounts this page as soon as the session is gone, and TanStack
  // drops the per-call callbacks of mutate() when their component unmounts.
  const signOutEverywhereNow = () =>
    signOutEverywhere.mutateAsync().then(
      () => {
        toast.success('You are signed out on all devices.');
        void navigate('/login');
      },
      () => undefined, // the global mutation toast has said what went wrong
    );
  return (
    <Stack gap="sm" align="flex-start">
      <Text>Signs you out on every phone and computer, including this one.</Text>
      <Button variant="outline" color="red" loading={signOutEverywhere.isPending} onClick={signOutEverywhereNow}>
        Sign out everywhere
      </Button>
    </Stack>
  );
}
