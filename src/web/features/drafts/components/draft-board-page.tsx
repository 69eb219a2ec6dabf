import { Alert, Anchor, Badge, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { DraftPoolPlayer } from '../../../../shared/api/drafts';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDraftBoard, useDrafts, useDraftStream, usePick } from '../api';
import { OnTheClock } from './on-the-clock';
import { DraftPool } from './draft-pool';
import { MyQueue } from './my-queue';
import { PicksByRound } from './picks-by-round';

/**
 * /admin/draft-board and /captain/draft (decision 081): the live board for the big screen and
 * for phones. Admins and the draft's captains; a captain picks here when their team is on the
 * clock and ranks their queue.
 */
export function DraftBoardPage() {
  const [search, setSearch] = useSearchParams();
  const drafts = useDrafts();
  const list = drafts.data?.drafts ?? [];
  const chosen = search.get('draft') ?? list.find((d) => d.status === 'running' || d.status === 'paused')?.id ?? list[0]?.id ?? null;
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Draft Board</Title>
        <NativeSelect
          label="Draft"
          data={
            list.length
              ? list.map((d) => ({ value: d.id, label: `${d.name} (${d.status})` }))
              : [{ value: '', label: drafts.isPending ? 'Loading…' : 'No draft yet' }]
          }
          value={chosen ?? ''}
          onChange={(e) => e.currentTarget.value && setSearch({ draft: e.currentTarget.value }, { replace: true })}
          w={{ base: '100%', xs: 320 }}
        />
      </Group>
      {chosen ? <LiveBoard draftId={chosen} /> : drafts.isPending ? <Loader /> : <Text c="dimmed">There is no draft for you to watch yet.</Text>}
    </Stack>
  );
}

function LiveBoard({ draftId }: { draftId: string }) {
  const query = useDraftBoard(draftId);
  const stream = useDraftStream(draftId, query.data?.board.last_event_id);
  const pick = usePick(draftId);
  if (query.isPending) return <Loader aria-label="Loading the board" />;
  if (query.isError || !query.data) return <Alert color="red">{isApiError(query.error) ? query.error.message : 'The board could not be loaded.'}</Alert>;
  const { board, offsetMs } = query.data;
  const onClockTeam = board.draft.current_pick ? board.order[board.draft.current_pick - 1] : undefined;
  const mayPick = board.draft.status === 'running' && onClockTeam !== undefined && board.my_team_ids.includes(onClockTeam) && !board.is_admin;
  const myTeam = board.is_admin ? null : (board.my_team_ids[0] ?? null);
  const onPick = (player: DraftPoolPlayer) =>
    pick.mutate(
      { playerId: player.player_id, pickNumber: board.draft.current_pick },
      {
        onSuccess: () => toast.success(`${player.name} picked.`),
        onError: (error) => toast.error(isApiError(error) ? error.message : 'The pick was not made.'),
      },
    );
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fw={600}>{board.draft.name}</Text>
        <Badge variant="dot" color={stream === 'open' ? 'green' : 'yellow'}>
          {stream === 'open' ? 'Live' : 'Reconnecting…'}
        </Badge>
        {board.is_admin ? (
          <Anchor component={Link} to={`/admin/drafts/${draftId}/manage`}>
            Manage this draft
          </Anchor>
        ) : null}
      </Group>
      <OnTheClock board={board} offsetMs={offsetMs} />
      {mayPick ? (
        <Alert color="green" title="Your team is on the clock">
          Choose a player from the pool.
        </Alert>
      ) : null}
      <PicksByRound board={board} />
      <SimpleGrid cols={{ base: 1, md: myTeam ? 2 : 1 }} spacing="md">
        <DraftPool pool={board.pool} pick={mayPick ? { label: (p) => `Pick ${p.name}`, onPick, disabled: pick.isPending } : null} />
        {myTeam && board.draft.status !== 'completed' ? <MyQueue board={board} teamId={myTeam} /> : null}
      </SimpleGrid>
    </Stack>
  );
}
