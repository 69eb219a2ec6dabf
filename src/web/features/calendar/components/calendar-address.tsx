import { Button, Group, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { webcalUrl } from '../api';

interface CalendarAddressProps {
  /** The feed's absolute address. */
  url: string;
  label: string;
  description: string;
  /** More actions beside Copy and Subscribe (the private feed's Revoke). */
  children?: ReactNode;
}

/**
 * A calendar feed offered as a subscription (decision 040): the address to copy into a calendar
 * app, and the webcal: link that opens one directly, so games appear, move and get cancelled
 * there by themselves. A downloaded file would never change.
 */
export function CalendarAddress({ url, label, description, children }: CalendarAddressProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Calendar address copied.');
    } catch {
      toast.error('Could not copy: select the address and copy it yourself.');
    }
  };
  return (
    <>
      <TextInput size="md" readOnly label={label} description={description} value={url} onFocus={(event) => event.currentTarget.select()} />
      <Group gap="sm">
        <Button variant="default" onClick={() => void copy()}>
          Copy
        </Button>
        <Button component="a" href={webcalUrl(url)} variant="default">
          Subscribe in calendar app
        </Button>
        {children}
      </Group>
    </>
  );
}
