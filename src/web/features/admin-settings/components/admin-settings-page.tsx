import { Alert, Button, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/layout/page-loader';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../lib/toast';
import { useAdminSettings, useUpdateAdminSettings } from '../api';

/** /admin/settings: today the waitlist mode switch (spec §3 setting waitlist_enabled). */
export function AdminSettingsPage() {
  const settings = useAdminSettings();
  const update = useUpdateAdminSettings();
  /** The value just asked for, shown while it is saved; null shows the stored one. */
  const [requested, setRequested] = useState<boolean | null>(null);

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title="Settings" description="League-wide settings. Changes apply at once." />
      {settings.isPending ? <PageLoader /> : null}
      {settings.error ? (
        <Alert color="red" variant="light" role="alert" title="The settings could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{settings.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void settings.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {settings.data ? (
        <Paper withBorder p={{ base: 'md', xs: 'lg' }} radius="md" component="section" aria-labelledby="settings-registration">
          <Title order={2} size="h4" id="settings-registration" mb="md">
            Registration
          </Title>
          <Switch
            size="md"
            label="Waitlist mode"
            description="On: the site's main button reads Join Waitlist and opens the waitlist form, and registration takes only invited players. Off: the button reads Register Now."
            // The switch follows the tap at once (set in the same event, so React never puts
            // it back while the save starts); a failure puts it back to the stored value.
            checked={requested ?? settings.data.waitlist_enabled}
            disabled={update.isPending}
            onChange={(event) => {
              const waitlistEnabled = event.currentTarget.checked;
              setRequested(waitlistEnabled);
              update.mutate(
                { waitlist_enabled: waitlistEnabled },
                {
                  onSuccess: () => toast.success(waitlistEnabled ? 'Waitlist mode is on.' : 'Waitlist mode is off.'),
                  onSettled: () => setRequested(null),
                },
              );
            }}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
