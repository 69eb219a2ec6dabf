import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { RefereeGame } from '../../../../shared/api/referee';
import { EARLY_KICK_OFF_MS, GAME_STATUS_LABELS } from '../../../../shared/games';
import { useAuth } from '../../auth';
import { GAME_EVENT_MESSAGES, GAME_REASON_MAX, type RecordGameEventInput } from '../../../../shared/schemas/game-events';
import { PageLoader } from '../../../components/layout/page-loader';
import { OfflineNotice } from '../../../components/ui/offline-notice';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { gamePlace } from '../../../components/ui/game-list';
import { MatchClockText } from '../../../components/ui/match-clock';
import { isApiError } from '../../../lib/api-client';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { refereeGameAnswerPath, useRefereeGame } from '../api';
import { isControlEvent } from '../../../lib/event-text';
import { projectGame, suggestedMinute, type ProjectedGame, type TimelineEntry } from '../projection';
import { useOnline } from '../../../lib/network-status';
import { newClientKey } from '../../../lib/offline-queue';
import { serverNow } from '../../../lib/server-clock';
import { useKeptAnswer } from '../../../lib/service-worker';
import { useQueuedWrites, useSendingKey } from '../../../lib/use-write-queue';
import { refereeQueue } from '../offline-queue';
import { EventDialog, type EventDialogIntent, type EventDialogResult } from './event-dialog';
import { EventTimeline } from './event-timeline';
import { GameControls } from './game-controls';
import { GameRosters } from './game-rosters';
import { ReportForm } from './report-form';

const CLOSED = ['postponed', 'cancelled', 'forfeit'];

function closedReasonOf(game: RefereeGame['game'], projected: ProjectedGame): string | null {
  if (CLOSED.includes(game.status)) return `This game is ${GAME_STATUS_LABELS[game.status].toLowerCase()}: there is nothing to record.`;
  const kickedOff = projected.entries.some((e) => e.event.type === 'kick_off');
  if (game.status === 'final' && !kickedOff) return "This game's result was entered without events.";
  return null;
}

function Scoreboard({ data, projected }: { data: RefereeGame; projected: ProjectedGame }) {
  const { game } = data;
  const { state } = projected;
  const score = (n: number | null) => (n === null ? '–' : String(n));
  const statusLabel = GAME_STATUS_LABELS[state.status];
  // The clock counts the kick-off and half time still on the phone too.
  const events = projected.entries.filter((e) => e.pending !== 'delete').map((e) => e.event);
  return (
    <Paper component="section" aria-label="Scoreboard" withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Badge color={state.is_live ? 'red' : 'gray'} variant={state.is_live ? 'filled' : 'light'}>
              {statusLabel}
            </Badge>
            <MatchClockText events={events} live={state.is_live} />
          </Group>
          {projected.pendingCount > 0 ? <Text size="sm">Score with pending events</Text> : null}
        </Group>
        {/* Read out when it changes: the referee may not be looking at the screen. */}
        <SimpleGrid cols={3} spacing="xs" aria-live="polite" aria-label="Score">
          <Text fw={700} ta="center" style={{ overflowWrap: 'anywhere' }}>
            {game.home_team.name}
          </Text>
          <Text fw={800} fz={40} ta="center" lh={1} data-testid="score">
            {score(state.home_score)} – {score(state.away_score)}
          </Text>
          <Text fw={700} ta="center" style={{ overflowWrap: 'anywhere' }}>
            {game.away_team.name}
          </Text>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * /referee/{gameId}: the game on a phone at the field. Every tap is queued on the phone with
 * its own key and sent at once when online, later when not (decision 037); the page shows the
 * game as it will be, pending entries marked.
 */
export function RefereeGamePage({ gameId }: { gameId: string }) {
  const query = useRefereeGame(gameId);
  // The guard renders this page for a signed-in user only.
  const userId = useAuth().user?.id ?? '';
  const allQueued = useQueuedWrites(refereeQueue);
  const queue = useMemo(() => allQueued.filter((write) => write.userId === userId), [allQueued, userId]);
  const sendingKey = useSendingKey(refereeQueue);
  const online = useOnline();
  const kept = useKeptAnswer(refereeGameAnswerPath(gameId));
  const timeZone = useLeagueTimeZone();
  const [dialog, setDialog] = useState<EventDialogIntent | null>(null);
  const [deleting, setDeleting] = useState<TimelineEntry | null>(null);
  const [deleteReason, setDeleteReason] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [confirmEarlyStart, setConfirmEarlyStart] = useState(false);

  const data = query.data;
  const players = useMemo(() => new Map([...(data?.home_roster ?? []), ...(data?.away_roster ?? [])].map((p) => [p.id, p])), [data]);
  const projected = useMemo(() => (data ? projectGame(data.game, queue, players) : null), [data, queue, players]);

  if (query.isPending) return <PageLoader />;
  if (query.error || !data || !projected) {
    const status = isApiError(query.error) ? query.error.status : 0;
    return (
      <Alert color="red" variant="light" role="alert" title={status === 403 ? 'Not your game' : 'The game could not be loaded'}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{status === 403 ? 'You are not the referee of this game.' : (query.error?.message ?? '')}</Text>
          <Anchor component={Link} to="/referee/dashboard">
            Back to the dashboard
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  const { game, mode } = data;
  const live = projected.entries.filter((e) => e.pending !== 'delete').map((e) => e.event);
  const facts = {
    kickedOff: live.some((e) => e.type === 'kick_off'),
    halfTime: live.some((e) => e.type === 'half_time'),
    ended: live.some((e) => e.type === 'full_time'),
  };
  const closedReason = closedReasonOf(game, projected);
  const teams = [game.home_team, game.away_team];
  const minuteNow = () => suggestedMinute(projected.entries, new Date(serverNow()));
  const scheduledTime = formatGameDateTime(game.starts_at, { timeZone });
  const startGame = () => record({ type: 'kick_off', minute: 0 });
  // Started by mistake days ahead, a game goes live for everyone: a start well before its time asks first.
  const onStart = () => (Date.now() < Date.parse(game.starts_at) - EARLY_KICK_OFF_MS ? setConfirmEarlyStart(true) : startGame());

  const record = (body: Omit<RecordGameEventInput, 'client_key'>) => {
    const key = newClientKey();
    refereeQueue.add({ kind: 'record', key, gameId, userId, body: { ...body, client_key: key }, queuedAt: new Date().toISOString() });
  };

  const onSave = (result: EventDialogResult) => {
    if (result.mode === 'record') record(result.body);
    else if (dialog?.mode === 'correct') {
      refereeQueue.add({
        kind: 'correct',
        key: newClientKey(),
        gameId,
        userId,
        eventId: dialog.event.id,
        body: result.body,
        queuedAt: new Date().toISOString(),
      });
    }
    setDialog(null);
  };

  const canChange = (entry: TimelineEntry) => {
    if (closedReason) return false;
    if (mode === 'stats' && isControlEvent(entry.event.type)) return false;
    return !facts.ended || data.may_change_final;
  };

  const confirmDelete = () => {
    const reason = deleteReason.trim();
    if (!deleting) return;
    if (!reason || reason.length > GAME_REASON_MAX) {
      setDeleteError(GAME_EVENT_MESSAGES.reason);
      return;
    }
    refereeQueue.add({ kind: 'delete', key: newClientKey(), gameId, userId, eventId: deleting.event.id, body: { reason }, queuedAt: new Date().toISOString() });
    setDeleting(null);
  };

  const place = gamePlace(game);
  return (
    <Stack maw={640} mx="auto" gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/referee/dashboard" size="sm">
          ← {mode === 'stats' ? 'Stats' : 'Referee dashboard'}
        </Anchor>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {game.home_team.name} vs {game.away_team.name}
        </Title>
        <Text c="dimmed" size="sm">
          <time dateTime={game.starts_at}>{scheduledTime}</time>
          {place ? ` · ${place}` : ''} · {game.division_name}
          {data.referee_name ? ` · Referee: ${data.referee_name}` : ''}
        </Text>
        {mode === 'stats' ? (
          <Text size="sm" fw={500}>
            Stats mode: you record goals, cards and notes; the referee starts and ends the game.
          </Text>
        ) : null}
      </Stack>

      <OfflineNotice kept={kept} what="the game" />

      {projected.pendingCount > 0 ? (
        <Alert color={online ? 'blue' : 'yellow'} variant="light" role="status" title={`${projected.pendingCount} waiting to be sent`}>
          {online ? 'Sending now.' : 'You are offline: they are kept on this phone and sent once you are back online.'}
        </Alert>
      ) : null}

      <Scoreboard data={data} projected={projected} />

      <GameControls
        mode={mode}
        {...facts}
        closedReason={closedReason}
        mayChangeFinal={data.may_change_final}
        onStart={onStart}
        onHalfTime={() => record({ type: 'half_time', minute: minuteNow() })}
        onEnd={() => setConfirmEnd(true)}
        onRecord={(type) => setDialog({ mode: 'record', type })}
      />

      <SectionCard id="referee-events" title="Events">
        <EventTimeline
          entries={projected.entries}
          teams={teams}
          sendingKey={sendingKey}
          canChange={canChange}
          onCorrect={(entry) => setDialog({ mode: 'correct', event: entry.event })}
          onDelete={(entry) => {
            setDeleteReason('');
            setDeleteError(null);
            setDeleting(entry);
          }}
          onCancel={(entry) => {
            if (entry.queued) refereeQueue.cancel(entry.queued.key);
          }}
        />
      </SectionCard>

      <SectionCard id="referee-rosters" title="Rosters">
        <GameRosters home={{ name: game.home_team.name, roster: data.home_roster }} away={{ name: game.away_team.name, roster: data.away_roster }} />
      </SectionCard>

      {mode === 'referee' && facts.kickedOff ? (
        <SectionCard id="referee-report" title="Post-game report">
          <ReportForm gameId={gameId} />
        </SectionCard>
      ) : null}

      {dialog ? (
        <EventDialog
          key={dialog.mode === 'correct' ? dialog.event.id : dialog.type}
          intent={dialog}
          home={game.home_team}
          away={game.away_team}
          homeRoster={data.home_roster}
          awayRoster={data.away_roster}
          suggestedMinute={minuteNow()}
          onSave={onSave}
          onClose={() => setDialog(null)}
        />
      ) : null}

      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this event?"
        message="It leaves the timeline and the score; the league keeps it with your reason."
        confirmLabel="Delete event"
        pending={false}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        autoFocus="cancel"
      >
        <Textarea
          size="md"
          label="Reason"
          autosize
          minRows={2}
          required
          value={deleteReason}
          onChange={(event) => setDeleteReason(event.currentTarget.value)}
          error={deleteError}
        />
      </ConfirmDialog>

      <ConfirmDialog
        opened={confirmEarlyStart}
        title="Start the game early?"
        message={`This game is scheduled for ${scheduledTime}. Starting it now makes it live for everyone, with kick-off now.`}
        confirmLabel="Start game"
        confirmColor="teal.9"
        pending={false}
        onConfirm={() => {
          setConfirmEarlyStart(false);
          startGame();
        }}
        onClose={() => setConfirmEarlyStart(false)}
        autoFocus="cancel"
      />

      <ConfirmDialog
        opened={confirmEnd}
        title="End the game?"
        message={`Final score: ${game.home_team.name} ${projected.state.home_score ?? 0} – ${projected.state.away_score ?? 0} ${game.away_team.name}. After this only an admin or a statistician can change its events.`}
        confirmLabel="End game"
        confirmColor="dark.6"
        pending={false}
        onConfirm={() => {
          setConfirmEnd(false);
          record({ type: 'full_time', minute: minuteNow() });
        }}
        onClose={() => setConfirmEnd(false)}
        autoFocus="cancel"
      />
    </Stack>
  );
}
