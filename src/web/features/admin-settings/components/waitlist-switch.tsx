import { Switch } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useUpdateAdminSettings } from '../api';

/** Spec §3's waitlist_enabled: saved as soon as it is switched, apart from the settings form. */
export function WaitlistSwitch({ stored }: { stored: boolean }) {
  const update = useUpdateAdminSettings();
  /** The value just asked for, shown while it is saved; null shows the stored one. */
  const [requested, setRequested] = useState<boolean | null>(null);
  return (
    <Switch
      size="md"
      label="Waitlist mode"
      description="On: the site's main button reads Join Waitlist and opens the waitlist form, and registration takes only invited players. Off: the button reads Register Now. Saved as soon as you switch it."
      // The switch follows the tap at once (set in the same event, so React never puts
      // it back while the save starts); a failure puts it back to the stored value.
      checked={requested ?? stored}
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
  );
}
