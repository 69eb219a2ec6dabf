import { NativeSelect, Stack } from '@mantine/core';
import type { DraftBoard } from '../../../../shared/api/drafts';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDraftQueue, useSaveDraftQueue } from '../api';
import { QueuePanel } from './queue-panel';

/** The captain's queue for their team: add from the pool, reorder, remove; saved at once. */
export function MyQueue({ board, teamId }: { board: DraftBoard; teamId: string }) {
  const queue = useDraftQueue(board.draft.id, teamId);
  const save = useSaveDraftQueue(board.draft.id, teamId);
  const players = queue.data?.players ?? [];
  const queued = new Set(players.map((p) => p.player_id));
  const store = (ids: string[]) => save.mutate(ids, { onError: (error) => toast.error(isApiError(error) ? error.message : 'The queue was not saved.') });
  return (
    <Stack gap="xs">
      <NativeSelect
        label="Add a player to my queue"
        data={[
          { value: '', label: 'Choose a player of the pool' },
          ...board.pool.filter((p) => p.eligible && !queued.has(p.player_id)).map((p) => ({ value: p.player_id, label: p.name })),
        ]}
        value=""
        onChange={(e) => {
          const id = e.currentTarget.value;
          if (id) store([...players.map((p) => p.player_id), id]);
        }}
        disabled={save.isPending}
      />
      <QueuePanel players={players} onChange={store} busy={save.isPending} />
    </Stack>
  );
}
