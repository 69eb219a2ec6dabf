import { Button, Group, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod/mini';
import type { TeamNote } from '../../../../shared/api/captain';
import { TEAM_NOTE_MAX } from '../../../../shared/captain';
import { updateTeamNoteInputSchema } from '../../../../shared/schemas/captain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { isApiError } from '../../../lib/api-client';
import { newClientKey } from '../../../lib/offline-queue';
import { formatDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import { useCreateTeamNote, useDeleteTeamNote, useTeamNotes, useUpdateTeamNote } from '../api';
import { useCaptainTeam } from '../captain-team';

const messageOf = (error: unknown) => (isApiError(error) ? (error.issues[0]?.message ?? error.message) : 'Failed to save changes. Please try again.');
/** The note's text as the server would take it, or the field's message. */
function checkBody(body: string): { ok: true; body: string } | { ok: false; message: string } {
  const checked = z.safeParse(updateTeamNoteInputSchema, { body });
  return checked.success ? { ok: true, body: checked.data.body } : { ok: false, message: checked.error.issues[0]?.message ?? 'A note needs some text.' };
}

/** /captain/notes (issue 23): private notes of the chosen team's captains and co-captains. */
export function NotesPage() {
  const { team } = useCaptainTeam();
  const notes = useTeamNotes(team.id);
  return (
    <Stack gap="lg">
      <PageHeader title="Notes" description={`Private to the captains of ${team.name}.`} />
      <SectionCard id="note-new" title="New note">
        <NewNote teamId={team.id} />
      </SectionCard>
      {notes.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : notes.isError ? (
        <LoadError title="The notes could not be loaded" error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.items.length === 0 ? (
        <EmptyState>No notes yet.</EmptyState>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label="Notes">
          {notes.data.items.map((note) => (
            <NoteCard key={note.id} teamId={team.id} note={note} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function NewNote({ teamId }: { teamId: string }) {
  const create = useCreateTeamNote(teamId);
  const [body, setBody] = useState('');
  // One key per note being written: a retry after a lost answer stores it once.
  const [clientKey, setClientKey] = useState(() => newClientKey());
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkBody(body);
        if (!checked.ok) return setError(checked.message);
        setError(null);
        create.mutate(
          { body: checked.body, client_key: clientKey },
          {
            onSuccess: () => {
              setBody('');
              setClientKey(newClientKey());
              toast.success('Note added.');
            },
            onError: (e) => setError(messageOf(e)),
          },
        );
      }}
    >
      <Stack gap="sm">
        <Textarea
          label="Note"
          autosize
          minRows={3}
          maxLength={TEAM_NOTE_MAX}
          value={body}
          error={error}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <Button type="submit" loading={create.isPending} w="fit-content" mih={44}>
          Add note
        </Button>
      </Stack>
    </form>
  );
}

function NoteCard({ teamId, note }: { teamId: string; note: TeamNote }) {
  const timeZone = useLeagueTimeZone();
  const update = useUpdateTeamNote(teamId);
  const remove = useDeleteTeamNote(teamId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.body);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const edited = note.updated_at !== note.created_at;
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {note.author_name ?? 'A former captain'} · {formatDateTime(note.created_at, { timeZone })}
          {edited ? ' · edited' : ''}
        </Text>
        {editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const checked = checkBody(draft);
              if (!checked.ok) return setError(checked.message);
              update.mutate(
                { noteId: note.id, body: { body: checked.body } },
                {
                  onSuccess: () => {
                    setEditing(false);
                    setError(null);
                    toast.success('Note saved.');
                  },
                  onError: (e) => setError(messageOf(e)),
                },
              );
            }}
          >
            <Stack gap="sm">
              <Textarea
                label="Edit note"
                autosize
                minRows={3}
                maxLength={TEAM_NOTE_MAX}
                value={draft}
                error={error}
                onChange={(event) => setDraft(event.currentTarget.value)}
              />
              <Group gap="sm">
                <Button type="submit" loading={update.isPending} mih={44}>
                  Save
                </Button>
                <Button variant="default" mih={44} onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</Text>
        )}
        {editing ? null : (
          <Group gap="sm">
            {note.mine ? (
              <Button
                variant="default"
                size="sm"
                mih={44}
                onClick={() => {
                  setDraft(note.body);
                  setEditing(true);
                }}
              >
                Edit
              </Button>
            ) : null}
            <Button variant="default" color="red" size="sm" mih={44} onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Delete note"
        message="Delete this note for every captain of the team?"
        confirmLabel="Delete note"
        confirmColor="red"
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(note.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('Note deleted.');
            },
          })
        }
      />
    </Paper>
  );
}
