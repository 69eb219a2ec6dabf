import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { TeamLineup } from '../../../../shared/api/lineups';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-client';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import { useCaptainTeam } from '../../captain';
import { useSaveLineup, useTeamLineup } from '../api';
import { BENCH, FormationPitch, OUT, type Place } from './formation-pitch';
import { SubstituteRequestsPanel } from './substitute-requests-panel';

/** /captain/formation/:gameId (decision 079): the chosen team's formation and lineup for one game. */
export function FormationPage({ gameId }: { gameId: string }) {
  const { team } = useCaptainTeam();
  const query = useTeamLineup(gameId, team.id);
  if (query.isPending) return <Skeleton height={400} radius="md" />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <Stack gap="lg">
          <PageHeader title="Formation" />
          <Text>{`This game is not one of ${team.name}'s. Choose another game or team.`}</Text>
        </Stack>
      );
    }
    return <LoadError title="The formation could not be loaded" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <FormationEditor key={`${gameId}/${query.data.updated_at ?? ''}`} lineup={query.data} gameId={gameId} />;
}

function initialPlacements(lineup: TeamLineup): Record<string, Place> {
  const placements: Record<string, Place> = {};
  for (const p of lineup.candidates ?? []) placements[p.id] = p.placement ?? OUT;
  return placements;
}

function FormationEditor({ lineup, gameId }: { lineup: TeamLineup; gameId: string }) {
  const timeZone = useLeagueTimeZone();
  const [formationKey, setFormationKey] = useState(lineup.formation ?? lineup.formations[0]?.key ?? '');
  const [placements, setPlacements] = useState(() => initialPlacements(lineup));
  const save = useSaveLineup(gameId, lineup.team.id);
  const formation = lineup.formations.find((f) => f.key === formationKey) ?? lineup.formations[0];
  const players = lineup.candidates ?? [];
  const editable = lineup.editable && lineup.may_edit;

  // A formation without a player's slot sends them back to the players not placed.
  useEffect(() => {
    if (!formation) return;
    const slotIds = new Set(formation.slots.map((s) => s.id));
    setPlacements((current) => {
      const next = { ...current };
      for (const [id, place] of Object.entries(next)) if (place !== BENCH && place !== OUT && !slotIds.has(place)) next[id] = OUT;
      return next;
    });
  }, [formation]);

  const move = (playerId: string, to: Place) =>
    setPlacements((current) => {
      const next = { ...current };
      const from = next[playerId] ?? OUT;
      // A slot holds one player: whoever stood there takes the mover's old place.
      if (to !== BENCH && to !== OUT) {
        const occupant = Object.keys(next).find((id) => next[id] === to && id !== playerId);
        if (occupant) next[occupant] = from;
      }
      next[playerId] = to;
      return next;
    });

  const opponent = lineup.game.home_team.id === lineup.team.id ? lineup.game.away_team.name : lineup.game.home_team.name;
  const placed = useMemo(() => Object.values(placements).filter((p) => p !== OUT && p !== BENCH).length, [placements]);
  const submit = () =>
    save.mutate(
      {
        formation: formationKey,
        placements: Object.entries(placements)
          .filter(([, place]) => place !== OUT)
          .map(([player_id, place]) => ({ player_id, slot: place === BENCH ? null : place })),
      },
      {
        onSuccess: () => toast.success('Formation saved.'),
        onError: (error) => toast.error(error.message, { title: 'Formation not saved' }),
      },
    );

  return (
    <Stack gap="lg">
      <PageHeader title="Formation" description={`${lineup.team.name} vs ${opponent} · ${formatGameDateTime(lineup.game.starts_at, { timeZone })}`} />
      {!lineup.editable ? (
        <Alert color="gray" variant="light" title="Lineup closed">
          This game has started or is no longer scheduled: its lineup can no longer change.
        </Alert>
      ) : null}
      {formation ? (
        <>
          <Stack gap={4}>
            <Text component="label" id="formation-choice-label" size="sm" fw={500}>
              Formation ({lineup.players_per_side} players per side)
            </Text>
            <SegmentedControl
              aria-labelledby="formation-choice-label"
              value={formationKey}
              onChange={setFormationKey}
              data={lineup.formations.map((f) => f.key)}
              disabled={!editable}
              fullWidth
            />
          </Stack>
          {players.length === 0 ? (
            <Text size="sm" c="dimmed">
              No players have said they are going yet. Players who answer Going, and substitutes who claim a request, show here.
            </Text>
          ) : null}
          <FormationPitch formation={formation} players={players} placements={placements} onMove={move} disabled={!editable} />
          <Group justify="space-between">
            <Text size="sm">
              {placed} of {formation.slots.length} positions filled
            </Text>
            {editable ? (
              <Button onClick={submit} loading={save.isPending}>
                Save formation
              </Button>
            ) : null}
          </Group>
        </>
      ) : (
        <Text>No formations are defined for {lineup.players_per_side} players per side.</Text>
      )}
      <SubstituteRequestsPanel gameId={gameId} teamId={lineup.team.id} requests={lineup.substitute_requests} editable={editable} />
    </Stack>
  );
}
