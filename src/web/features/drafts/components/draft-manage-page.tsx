import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { DraftPoolPlayer } from '../../../../shared/api/drafts';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type DraftStep, useDraftBoard, useDraftStep, useDraftStream, usePick, useUndo, useUndoPreview } from '../api';
import { DraftPool } from './draft-pool';
import { OnTheClock } from './on-the-clock';
import { PicksByRound } from './picks-by-round';

const STEP_DONE: Record<DraftStep, string> = {
  start: 'Draft started.',
  pause: 'Draft paused.',
  resume: 'Draft resumed.',
  complete: 'Draft completed: rosters written.',
};

/** /admin/drafts/:draftId/manage: start, pause, resume, undo (seeing first what it reverts), pick for the team on the clock, complete. */
export function DraftManagePage() {
  const { draftId = '' } = useParams();
  const query = useDraftBoard(draftId);
  useDraftStream(draftId, query.data?.board.last_event_id);
  const step = useDraftStep(draftId);
  const pick = usePick(draftId);
  const undo = useUndo(draftId);
  const [undoOpen, setUndoOpen] = useState(false);
  const preview = useUndoPreview(draftId, undoOpen);
  if (query.isPending) return <Loader aria-label="Loading the draft" />;
  if (!query.data) return <Alert color="red">{isApiError(query.error) ? query.error.message : 'The draft could not be loaded.'}</Alert>;
  const { board, offsetMs } = query.data;
  const { status, current_pick } = board.draft;
  const onClock = board.teams.find((t) => t.id === (current_pick ? board.order[current_pick - 1] : undefined));
  const run = (s: DraftStep) =>
    step.mutate(s, { onSuccess: () => toast.success(STEP_DONE[s]), onError: (e) => toast.error(isApiError(e) ? e.message : 'That did not work.') });
  const pickFor = (player: DraftPoolPlayer) =>
    pick.mutate(
      { playerId: player.player_id, pickNumber: current_pick },
      {
        onSuccess: () => toast.success(`${player.name} picked for ${onClock?.name}.`),
        onError: (e) => toast.error(isApiError(e) ? e.message : 'The pick was not made.'),
      },
    );
  const confirmUndo = () => {
    const n = preview.data?.pick?.pick_number;
    if (!n) return;
    undo.mutate(n, {
      onSuccess: () => {
        toast.success(`Pick ${n} undone.`);
        setUndoOpen(false);
      },
      onError: (e) => toast.error(isApiError(e) ? e.message : 'The undo did not work.'),
    });
  };
  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{board.draft.name}</Title>
        <Anchor component={Link} to={`/admin/draft-board?draft=${draftId}`}>
          Open the board
        </Anchor>
      </Group>
      <Text c="dimmed">
        {board.draft.season.name} · {board.draft.division.name} · {board.draft.format} · {board.draft.rounds} rounds ·{' '}
        {board.draft.pick_clock_seconds ? `${board.draft.pick_clock_seconds} s per pick` : 'no clock'}
      </Text>
      <Group gap="sm" wrap="wrap">
        {status === 'setup' ? (
          <Button onClick={() => run('start')} loading={step.isPending}>
            Start draft
          </Button>
        ) : null}
        {status === 'running' ? (
          <Button variant="default" onClick={() => run('pause')} loading={step.isPending}>
            Pause
          </Button>
        ) : null}
        {status === 'paused' ? (
          <Button onClick={() => run('resume')} loading={step.isPending}>
            Resume
          </Button>
        ) : null}
        {status === 'running' || status === 'paused' ? (
          <Button variant="default" color="red" onClick={() => setUndoOpen(true)}>
            Undo last pick…
          </Button>
        ) : null}
        {(status === 'running' || status === 'paused') && current_pick === null ? (
          <Button color="green" onClick={() => run('complete')} loading={step.isPending}>
            Complete draft
          </Button>
        ) : null}
      </Group>
      <OnTheClock board={board} offsetMs={offsetMs} />
      <PicksByRound board={board} />
      <DraftPool
        pool={board.pool}
        pick={status === 'running' && onClock ? { label: (p) => `Pick ${p.name} for ${onClock.name}`, onPick: pickFor, disabled: pick.isPending } : null}
      />
      <Modal opened={undoOpen} onClose={() => setUndoOpen(false)} title="Undo the last pick?">
        <Stack gap="sm">
          {preview.isPending ? <Loader size="sm" /> : null}
          {preview.data && !preview.data.pick ? <Text>There is no pick to undo.</Text> : null}
          {preview.data?.pick ? (
            <Text data-testid="undo-preview">
              Pick {preview.data.pick.pick_number} (round {preview.data.pick.round}): {preview.data.pick.player.name} for {preview.data.team?.name}. The player
              goes back to the pool and {preview.data.team?.name} is on the clock again.
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setUndoOpen(false)}>
              Cancel
            </Button>
            <Button color="red" disabled={!preview.data?.pick} loading={undo.isPending} onClick={confirmUndo}>
              Undo pick
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
