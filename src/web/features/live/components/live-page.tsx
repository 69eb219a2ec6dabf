import { Alert, Anchor, Box, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { GameWithEvents } from '../../../../shared/api/games';
import { PageLoader } from '../../../components/layout/page-loader';
import { PageHeader } from '../../../components/ui/page-header';
import type { TeamColours } from '../../../components/ui/team-swatch';
import { useLiveGames, useLiveStream, type LiveStreamState } from '../api';
import { announcementFor, applyGameUpdate } from '../live-board';
import { LiveGameCard } from './live-game-card';

interface Board {
  /** Undefined until GET /api/live answered. */
  games: GameWithEvents[] | undefined;
  /** The last change told to screen readers. */
  announcement: string;
}

type BoardAction = { kind: 'start'; games: GameWithEvents[] } | { kind: 'game'; game: GameWithEvents };

function boardReducer(board: Board, action: BoardAction): Board {
  if (action.kind === 'start') return board.games ? board : { ...board, games: action.games };
  const games = board.games ?? [];
  const before = games.find((g) => g.id === action.game.id);
  return { games: applyGameUpdate(games, action.game), announcement: announcementFor(before, action.game) ?? board.announcement };
}

const STREAM_LABELS: Record<LiveStreamState, { text: string; colour: string }> = {
  open: { text: 'Updating live', colour: 'var(--mantine-color-green-7)' },
  connecting: { text: 'Connecting…', colour: 'var(--mantine-color-gray-6)' },
  reconnecting: { text: 'Reconnecting…', colour: 'var(--mantine-color-orange-7)' },
};

/** Whether updates are arriving, shown small: the scores stay readable while the line is down. */
function StreamStatus({ state }: { state: LiveStreamState }) {
  const { text, colour } = STREAM_LABELS[state];
  return (
    <Group gap={6} wrap="nowrap" data-stream-state={state}>
      <Box aria-hidden w={8} h={8} style={{ borderRadius: '50%', background: colour, flex: 'none' }} />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}

/** /live: every game being played, its score and events, kept current over server-sent events. */
export function LivePage() {
  const snapshot = useLiveGames();
  const [board, dispatch] = useReducer(boardReducer, { games: undefined, announcement: '' });
  // The stream starts where the first answer stopped; a later answer (for colours) does not move it.
  const [after, setAfter] = useState<number | undefined>();
  const [colours, setColours] = useState<Record<string, TeamColours>>({});
  const askedColoursFor = useRef(new Set<string>());

  const data = snapshot.data;
  useEffect(() => {
    if (!data) return;
    dispatch({ kind: 'start', games: data.games });
    setAfter((current) => current ?? data.last_event_id);
    setColours((current) => ({ ...current, ...data.team_colours }));
  }, [data]);

  const onGame = useCallback((game: GameWithEvents) => dispatch({ kind: 'game', game }), []);
  const streamState = useLiveStream(after, onGame);

  // A game that kicked off after the page opened: its teams' colours come with GET /api/live.
  const { refetch, isFetching } = snapshot;
  useEffect(() => {
    const missing = (board.games ?? []).flatMap((g) => [g.home_team.id, g.away_team.id]).filter((id) => !colours[id] && !askedColoursFor.current.has(id));
    if (missing.length === 0 || isFetching) return;
    for (const id of missing) askedColoursFor.current.add(id);
    void refetch();
  }, [board.games, colours, isFetching, refetch]);

  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <PageHeader title="Live games" description="Scores and events as the referees record them." />
        {board.games ? <StreamStatus state={streamState} /> : null}
      </Group>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {board.announcement}
      </VisuallyHidden>

      {snapshot.isPending ? <PageLoader /> : null}
      {snapshot.error && !board.games ? (
        <Alert color="red" variant="light" role="alert" title="The live games could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{snapshot.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void snapshot.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {board.games && board.games.length === 0 ? (
        <Stack gap={4} align="flex-start">
          <Text>No games are live right now.</Text>
          <Anchor component={Link} to="/schedule" style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
            See the schedule
          </Anchor>
        </Stack>
      ) : null}
      {board.games && board.games.length > 0 ? (
        <Stack component="ul" gap="md" p={0} m={0}>
          {board.games.map((game) => (
            <LiveGameCard key={game.id} game={game} colours={colours} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
