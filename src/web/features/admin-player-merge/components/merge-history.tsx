import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PlayerMerge } from '../../../../shared/api/player-merge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListStatus } from '../../../components/ui/list-status';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useMergeHistory, useUndoMerge } from '../api';

function MergeRow({ merge, onUndo }: { merge: PlayerMerge; onUndo: (merge: PlayerMerge) => void }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }} aria-label={`${merge.duplicate.name} into ${merge.primary.name}`}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0} miw={0}>
          <Text fw={600}>
            {merge.duplicate.name} into{' '}
            <Anchor component={Link} to={`/player/${merge.primary.id}`}>
              {merge.primary.name}
            </Anchor>
          </Text>
          <Text size="sm" c="dimmed">
            {merge.moved} moved · {merge.set_aside} set aside · {formatDateTime(merge.merged_at)}
            {merge.merged_by ? ` by ${merge.merged_by}` : ''}
          </Text>
        </Stack>
        {merge.undone_at ? (
          <Badge variant="light" color="gray">
            Undone
          </Badge>
        ) : (
          <Button size="xs" variant="default" onClick={() => onUndo(merge)}>
            Undo
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The merges made, newest first, each with its undo. */
export function MergeHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useMergeHistory(page);
  const undo = useUndoMerge();
  const [undoing, setUndoing] = useState<PlayerMerge | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setUndoing(null);
    setError(null);
  };
  const confirm = () => {
    if (!undoing) return;
    undo.mutate(undoing.id, {
      onSuccess: () => {
        toast.success(`The merge of ${undoing.duplicate.name} was undone.`);
        close();
      },
      onError: (e) => setError(isApiError(e) ? e.message : 'The merge was not undone.'),
    });
  };
  return (
    <>
      <ListStatus query={query} errorTitle="The merges could not be loaded" emptyText="No merges yet." onPage={onPage}>
        {(items) => (
          <Stack component="ul" gap="sm" p={0} m={0}>
            {items.map((merge) => (
              <MergeRow key={merge.id} merge={merge} onUndo={setUndoing} />
            ))}
          </Stack>
        )}
      </ListStatus>
      <ConfirmDialog
        opened={undoing !== null}
        title="Undo this merge?"
        message={undoing ? `Everything that moved from ${undoing.duplicate.name} to ${undoing.primary.name} goes back, and what was set aside returns.` : ''}
        confirmLabel="Undo merge"
        confirmColor="blue"
        errorTitle="Not undone"
        error={error}
        pending={undo.isPending}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}
