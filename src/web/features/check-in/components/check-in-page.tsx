import { Alert, CloseButton, Divider, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { CheckInPlayer, CheckInSheet } from '../../../../shared/api/check-in';
import type { GameSummary } from '../../../../shared/api/games';
import { CHECK_IN_FLAG_LABELS } from '../../../../shared/check-in';
import { PageHeader } from '../../../components/ui/page-header';
import { useAuth } from '../../auth';
import { newClientKey } from '../../../lib/offline-queue';
import { useOnline } from '../../../lib/network-status';
import { toast } from '../../../lib/toast';
import { useQueuedWrites } from '../../../lib/use-write-queue';
import { useCheckInDay, useCheckInSheet } from '../api';
import { checkInStates, isCheckedIn, playerOfScan } from '../check-in-state';
import { checkInNotices, useCheckInNotices } from '../notices';
import { checkInQueue } from '../offline-queue';
import { qrReader } from '../scanner';
import { FlaggedDialog } from './flagged-dialog';
import { PassScanner } from './pass-scanner';
import { PlayerRow } from './player-row';

const gameLabel = (g: GameSummary) =>
  `${new Date(g.starts_at).toLocaleString([], { weekday: 'short', hour: '2-digit', minute: '2-digit' })} · ${g.home_team.name} vs ${g.away_team.name}${g.field ? ` · ${g.field}` : ''}`;

/** What the last scan found, shown at once from the data on the device. */
type ScanResult = { tone: 'ok' | 'flagged' | 'problem'; text: string };

/**
 * /admin/check-in (issue 24, decision 083): admins, and referees for their own games. Pick a
 * game (today's first); both rosters and approved substitutes with their statuses; one tap or
 * a scanned pass checks a player in; a flagged player needs a reason. Everything is answered
 * from the day kept on the device and queued with the real scan time, sent once online.
 */
export function CheckInPage() {
  const { user } = useAuth();
  const online = useOnline();
  const day = useCheckInDay();
  const [picked, setPicked] = useState<string | null>(null);
  const games = useMemo(() => [...(day.data?.today.map((s) => s.game) ?? []), ...(day.data?.upcoming ?? [])], [day.data]);
  const gameId = picked ?? games[0]?.id ?? null;
  const fetched = useCheckInSheet(gameId, day.data);
  const sheet: CheckInSheet | undefined = day.data?.today.find((s) => s.game.id === gameId) ?? fetched.data;
  const queued = useQueuedWrites(checkInQueue);
  const notices = useCheckInNotices();
  const [confirming, setConfirming] = useState<{ player: CheckInPlayer; passToken?: string; seenAt: Date } | null>(null);
  const [lastScan, setLastScan] = useState<ScanResult | null>(null);
  const states = useMemo(() => (sheet ? checkInStates(sheet, queued) : new Map()), [sheet, queued]);
  // The decoder is made while the page is online: a scan at the field needs no download.
  useEffect(() => {
    void qrReader().catch(() => {});
  }, []);
  if (!user) return null;

  const queue = (player: CheckInPlayer, seenAt: Date, reason: string | null, passToken?: string) => {
    if (!sheet) return;
    const key = newClientKey();
    checkInQueue.add({
      key,
      userId: user.id,
      queuedAt: new Date().toISOString(),
      gameId: sheet.game.id,
      playerId: player.id,
      playerName: player.name,
      kind: 'check-in',
      body: { client_key: key, ...(passToken ? { pass_token: passToken } : { player_id: player.id }), scanned_at: seenAt.toISOString(), reason },
    });
  };
  const tap = (player: CheckInPlayer) => {
    if (player.flags.length > 0) setConfirming({ player, seenAt: new Date() });
    else queue(player, new Date(), null);
  };
  const undo = (player: CheckInPlayer) => {
    if (!sheet) return;
    const pending = queued.find((w) => w.gameId === sheet.game.id && w.playerId === player.id && w.kind === 'check-in');
    if (pending && checkInQueue.cancel(pending.key)) return;
    checkInQueue.add({
      key: newClientKey(),
      userId: user.id,
      queuedAt: new Date().toISOString(),
      gameId: sheet.game.id,
      playerId: player.id,
      playerName: player.name,
      kind: 'undo',
    });
  };
  const scanned = (code: string, seenAt: Date) => {
    if (!sheet) return;
    const found = playerOfScan(sheet, code);
    if ('problem' in found) {
      setLastScan({
        tone: 'problem',
        text: found.problem === 'not-a-pass' ? 'That is not a league pass.' : 'This pass is not on either roster of this game (as kept on this device).',
      });
      return;
    }
    const { player } = found;
    if (isCheckedIn(states.get(player.id))) {
      setLastScan({ tone: 'ok', text: `${player.name} is already checked in.` });
      return;
    }
    if (player.flags.length > 0) {
      setLastScan({ tone: 'flagged', text: `${player.name}: ${player.flags.map((f) => CHECK_IN_FLAG_LABELS[f]).join(', ')}. Confirm with a reason.` });
      setConfirming({ player, passToken: code, seenAt });
      return;
    }
    queue(player, seenAt, null, code);
    setLastScan({ tone: 'ok', text: `${player.name} checked in.` });
  };

  const waiting = queued.filter((w) => w.userId === user.id).length;
  const teams = sheet ? [sheet.game.home_team, sheet.game.away_team] : [];
  return (
    <Stack gap="md" maw={760}>
      <PageHeader title="Check-in" description="Both rosters and substitutes of a game: tap a player or scan their pass." />
      {!online ? (
        <Alert color="yellow" title="Offline">
          Check-ins are kept on this device with the time of each scan and sent once the connection is back.
        </Alert>
      ) : null}
      {waiting > 0 ? <Text size="sm" role="status">{`${waiting} check-in change${waiting === 1 ? '' : 's'} waiting to be sent.`}</Text> : null}
      {notices.map((notice) => (
        <Alert key={notice.key} color="orange" title={notice.playerName} withCloseButton={false}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{notice.message}</Text>
            <CloseButton aria-label="Dismiss" onClick={() => checkInNotices.dismiss(notice.key)} />
          </Group>
        </Alert>
      ))}
      {day.isPending ? <Loader aria-label="Loading games" /> : null}
      {day.isError && !day.data ? <Alert color="red">The games could not be loaded.</Alert> : null}
      {day.data && games.length === 0 ? <Text>No games to check in to today or in the next two weeks.</Text> : null}
      {games.length > 0 ? (
        <Select label="Game" data={games.map((g) => ({ value: g.id, label: gameLabel(g) }))} value={gameId} onChange={setPicked} allowDeselect={false} />
      ) : null}
      {sheet ? (
        <>
          <PassScanner onScan={scanned} />
          {lastScan ? (
            <Alert color={lastScan.tone === 'ok' ? 'teal' : lastScan.tone === 'flagged' ? 'orange' : 'red'} role="status" data-testid="last-scan">
              {lastScan.text}
            </Alert>
          ) : null}
          {teams.map((team) => {
            const players = sheet.players.filter((p) => p.team_id === team.id);
            const inCount = players.filter((p) => isCheckedIn(states.get(p.id))).length;
            return (
              <Paper key={team.id} withBorder p="md" component="section" aria-label={team.name}>
                <Group justify="space-between">
                  <Title order={2} size="h4">
                    {team.name}
                  </Title>
                  <Text size="sm">{`${inCount} of ${players.length} checked in`}</Text>
                </Group>
                <Divider my="xs" />
                {players.map((player) => (
                  <PlayerRow key={player.id} player={player} state={states.get(player.id)} onCheckIn={() => tap(player)} onUndo={() => undo(player)} />
                ))}
              </Paper>
            );
          })}
        </>
      ) : gameId && fetched.isPending ? (
        <Loader aria-label="Loading the game" />
      ) : null}
      <FlaggedDialog
        player={confirming?.player ?? null}
        onClose={() => setConfirming(null)}
        onConfirm={(reason) => {
          if (!confirming) return;
          queue(confirming.player, confirming.seenAt, reason, confirming.passToken);
          toast.success(`${confirming.player.name} checked in.`);
        }}
      />
    </Stack>
  );
}
