import { Alert, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AdminScheduleGame, AdminScheduleOptions, MakeupPlan } from '../../../../shared/api/admin-schedule';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { formatGameDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { toast } from '../../../lib/toast';
import { useAcceptMakeups } from '../api';
import { gameTitle } from './game-actions';

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type Props = {
  plan: Pick<MakeupPlan, 'postponed' | 'proposals' | 'unplaced'>;
  options: AdminScheduleOptions | undefined;
  onClose: () => void;
};

/**
 * The proposed make-up slots of postponed games, ticked to accept (all or some), and the games
 * with no slot and why; shared by the rainout's result and "Propose make-ups" on a postponed
 * game (issue 20 item 11), so closing either loses nothing: the proposal is asked for again.
 */
export function MakeupChoice({ plan, options, onClose }: Props) {
  const timeZone = useLeagueTimeZone();
  const accept = useAcceptMakeups();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(plan.proposals.map((p) => p.game_id)));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setChosen(new Set(plan.proposals.map((p) => p.game_id)));
    setError(null);
  }, [plan]);

  const scheduleMakeups = async () => {
    setError(null);
    try {
      const moves = plan.proposals.filter((p) => chosen.has(p.game_id));
      const done = await accept.mutateAsync({ moves });
      toast.success(`${plural(done.games.length, 'make-up game', 'make-up games')} scheduled.`);
      onClose();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setError(failure.issues[0]?.message ?? failure.message);
    }
  };

  const games = new Map<string, AdminScheduleGame>(plan.postponed.map((g) => [g.id, g]));
  const fieldName = (id: string | null) => {
    const field = options?.fields.find((f) => f.id === id);
    return field ? `${field.name}, ${field.venue_name}` : 'no field';
  };
  const titleOf = (gameId: string) => {
    const game = games.get(gameId);
    return game ? gameTitle(game) : 'Game';
  };

  return (
    <Stack gap="md">
      {error ? <FormAlert title="Not done">{error}</FormAlert> : null}
      {plan.proposals.length > 0 ? (
        <Stack gap="xs">
          <Text fw={600}>Proposed make-up slots</Text>
          {plan.proposals.map((p) => (
            <Checkbox
              key={p.game_id}
              checked={chosen.has(p.game_id)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.currentTarget.checked) next.add(p.game_id);
                else next.delete(p.game_id);
                setChosen(next);
              }}
              label={`${titleOf(p.game_id)}: ${formatGameDateTime(p.starts_at, { timeZone })}, ${fieldName(p.field_id)}`}
            />
          ))}
        </Stack>
      ) : null}
      {plan.unplaced.length > 0 ? (
        <Alert color="yellow" variant="light" title="No make-up slot found">
          <List size="sm" aria-label="Games with no make-up slot">
            {plan.unplaced.map((u) => (
              <List.Item key={u.game_id}>{`${titleOf(u.game_id)}: ${u.reason}`}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Leave postponed
        </Button>
        {plan.proposals.length > 0 ? (
          <Button loading={accept.isPending} disabled={chosen.size === 0} onClick={() => void scheduleMakeups()}>
            {`Schedule ${plural(chosen.size, 'make-up', 'make-ups')}`}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
