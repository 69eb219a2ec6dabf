import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { AdminRegistrationDetail } from '../../../../shared/api/registrations';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useChangeRegistration } from '../api';

const NOTES_MAX = 5000;

/** The admin's own notes on the registration (never shown to the player). The text stays as typed on an error. */
export function NotesForm({ registration }: { registration: AdminRegistrationDetail }) {
  const [notes, setNotes] = useState(registration.notes);
  const [error, setError] = useState<string | null>(null);
  const save = useChangeRegistration(registration.id);
  const tooLong = notes.length > NOTES_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    setError(null);
    save.mutate(
      { kind: 'notes', notes },
      {
        onSuccess: () => toast.success('Notes saved.'),
        onError: (failure) =>
          setError(isApiError(failure) ? (failure.issues.find((i) => i.path === 'notes')?.message ?? failure.message) : 'The notes were not saved.'),
      },
    );
  };

  return (
    <SectionCard id="notes" title="Notes">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {error && !tooLong ? <FormAlert title="The notes were not saved">{error}</FormAlert> : null}
          <Textarea
            label="Admin notes"
            description="Only admins see these."
            autosize
            minRows={3}
            maxRows={12}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            error={tooLong ? `Notes must be at most ${NOTES_MAX} characters.` : undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={notes === registration.notes}>
              Save notes
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
