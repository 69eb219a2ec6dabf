import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { AdminVenue } from '../../../../shared/api/admin-schedule';
import { ListStatus } from '../../../components/ui/list-status';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteField, useDeleteVenue, useSaveField, useSaveVenue, useVenues } from '../api';

/** A small form of one or two text inputs whose server messages show under the inputs. */
function NameForm({
  labels,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  labels: { name: string; address?: string };
  initial?: { name: string; address?: string };
  submitLabel: string;
  onSubmit: (values: { name: string; address: string }) => Promise<void>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [address, setAddress] = useState(initial?.address ?? '');
  const [errors, setErrors] = useState<{ name?: string; address?: string; form?: string }>({});
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setPending(true);
    try {
      await onSubmit({ name, address });
      if (!initial) {
        setName('');
        setAddress('');
      }
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      const byPath = Object.fromEntries(failure.issues.map((i) => [i.path, i.message]));
      setErrors({ name: byPath.name, address: byPath.address, form: failure.issues.length === 0 ? failure.message : undefined });
    } finally {
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={labels.name}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name ?? errors.form}
          style={{ flex: '1 1 12rem' }}
        />
        {labels.address !== undefined ? (
          <TextInput
            label={labels.address}
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
            error={errors.address}
            style={{ flex: '1 1 12rem' }}
          />
        ) : null}
        <Button type="submit" loading={pending} mih={44}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="default" onClick={onCancel} mih={44}>
            Cancel
          </Button>
        ) : null}
      </Group>
    </form>
  );
}

function VenueCard({ venue }: { venue: AdminVenue }) {
  const saveVenue = useSaveVenue();
  const deleteVenue = useDeleteVenue();
  const saveField = useSaveField();
  const deleteField = useDeleteField();
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = async (work: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await work();
      toast.success(done);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setProblem(failure.message);
    }
  };
  return (
    <Paper component="li" withBorder p="sm" radius="md" style={{ listStyle: 'none' }} aria-label={venue.name}>
      <Stack gap="xs">
        {editing === 'venue' ? (
          <NameForm
            labels={{ name: 'Venue name', address: 'Address' }}
            initial={{ name: venue.name, address: venue.address }}
            submitLabel="Save venue"
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await saveVenue.mutateAsync({ venueId: venue.id, body });
              toast.success('Venue saved.');
              setEditing(null);
            }}
          />
        ) : (
          <Group justify="space-between" align="flex-start" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {venue.name}
              </Title>
              {venue.address ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {venue.address}
                </Text>
              ) : null}
            </div>
            <Group gap="xs">
              <Button variant="default" mih={44} onClick={() => setEditing('venue')} aria-label={`Rename ${venue.name}`}>
                Rename
              </Button>
              {venue.games === 0 ? (
                <Button
                  variant="subtle"
                  color="red"
                  mih={44}
                  loading={deleteVenue.isPending}
                  aria-label={`Delete ${venue.name}`}
                  onClick={() => void attempt(() => deleteVenue.mutateAsync(venue.id), `${venue.name} deleted.`)}
                >
                  Delete
                </Button>
              ) : null}
            </Group>
          </Group>
        )}
        {problem ? (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
        <Stack component="ul" gap={4} p={0} m={0} aria-label={`Fields of ${venue.name}`}>
          {venue.fields.map((field) => (
            <li key={field.id} style={{ listStyle: 'none' }}>
              {editing === field.id ? (
                <NameForm
                  labels={{ name: 'Field name' }}
                  initial={{ name: field.name }}
                  submitLabel="Save field"
                  onCancel={() => setEditing(null)}
                  onSubmit={async ({ name }) => {
                    await saveField.mutateAsync({ venueId: venue.id, fieldId: field.id, body: { name } });
                    toast.success('Field saved.');
                    setEditing(null);
                  }}
                />
              ) : (
                <Group justify="space-between" gap="xs">
                  <Text size="sm">
                    {field.name}
                    <Text span c="dimmed" size="sm">
                      {` · ${field.active_games} upcoming ${field.active_games === 1 ? 'game' : 'games'}`}
                    </Text>
                  </Text>
                  <Group gap="xs">
                    <Button size="xs" variant="default" mih={44} onClick={() => setEditing(field.id)} aria-label={`Rename ${field.name} at ${venue.name}`}>
                      Rename
                    </Button>
                    {field.active_games === 0 ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        mih={44}
                        aria-label={`Delete ${field.name} at ${venue.name}`}
                        onClick={() => void attempt(() => deleteField.mutateAsync({ venueId: venue.id, fieldId: field.id }), `${field.name} deleted.`)}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              )}
            </li>
          ))}
        </Stack>
        <NameForm
          labels={{ name: `New field at ${venue.name}` }}
          submitLabel="Add field"
          onSubmit={async ({ name }) => {
            await saveField.mutateAsync({ venueId: venue.id, fieldId: null, body: { name } });
            toast.success(`${name.trim()} added.`);
          }}
        />
      </Stack>
    </Paper>
  );
}

/** "Venues and fields": add, rename and delete venues and their fields (a field in use stays). */
export function VenuesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const venues = useVenues(opened);
  const saveVenue = useSaveVenue();
  return (
    <Modal opened={opened} onClose={onClose} title="Venues and fields" centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <NameForm
          labels={{ name: 'New venue', address: 'Address' }}
          submitLabel="Add venue"
          onSubmit={async (body) => {
            const saved = await saveVenue.mutateAsync({ venueId: null, body });
            toast.success(`${saved.name} added.`);
          }}
        />
        <ListStatus query={venues} errorTitle="The venues could not be loaded" emptyText="There are no venues yet.">
          {(items) => (
            <Stack component="ul" gap="sm" p={0} m={0} aria-label="Venues">
              {items.map((venue) => (
                <VenueCard key={venue.id} venue={venue} />
              ))}
            </Stack>
          )}
        </ListStatus>
      </Stack>
    </Modal>
  );
}
