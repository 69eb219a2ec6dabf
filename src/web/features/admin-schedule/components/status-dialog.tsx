import { NativeSelect } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AdminScheduleGame, AdminScheduleOptions } from '../../../../shared/api/admin-schedule';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteGame, useSetGameStatus } from '../api';
import { type GameAction, gameTitle } from './game-actions';

type StatusAction = Extract<GameAction, 'postponed' | 'cancelled' | 'forfeit' | 'scheduled' | 'delete'>;

const COPY: Record<StatusAction, { title: string; message: string; confirm: string; done: string; errorTitle: string; color: string }> = {
  postponed: {
    title: 'Postpone',
    message: 'The game keeps its date until it is moved; its teams and referee are notified.',
    confirm: 'Postpone game',
    done: 'postponed',
    errorTitle: 'Not postponed',
    color: 'orange',
  },
  cancelled: {
    title: 'Cancel',
    message: 'The game will not be played; its teams and referee are notified.',
    confirm: 'Cancel game',
    done: 'cancelled',
    errorTitle: 'Not cancelled',
    color: 'red.9',
  },
  forfeit: {
    title: 'Forfeit',
    message: '',
    confirm: 'Record forfeit',
    done: 'recorded as a forfeit',
    errorTitle: 'Not recorded',
    color: 'red.9',
  },
  scheduled: {
    title: 'Restore',
    message: 'The game is played at its time and field again, if they are still free; its teams and referee are told.',
    confirm: 'Restore game',
    done: 'back on the schedule',
    errorTitle: 'Not restored',
    color: 'blue',
  },
  delete: {
    title: 'Delete',
    message: 'The game is removed from the schedule for good.',
    confirm: 'Delete game',
    done: 'deleted',
    errorTitle: 'Not deleted',
    color: 'red.9',
  },
};

interface StatusDialogProps {
  game: AdminScheduleGame | null;
  action: StatusAction | null;
  options: AdminScheduleOptions | undefined;
  onClose: () => void;
}

/** Postpone, cancel, forfeit (choosing the winner), restore or delete one game, after a confirmation. */
export function StatusDialog({ game, action, options, onClose }: StatusDialogProps) {
  const setStatus = useSetGameStatus();
  const remove = useDeleteGame();
  const [winner, setWinner] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setWinner(game?.forfeit_winner_team_id ?? '');
    setError(null);
  }, [game]);
  if (!game || !action) return null;
  const copy = COPY[action];
  const score = options?.forfeit_score;

  const confirm = async () => {
    setError(null);
    try {
      if (action === 'delete') await remove.mutateAsync(game.id);
      else
        await setStatus.mutateAsync({ gameId: game.id, body: { status: action, forfeit_winner_team_id: action === 'forfeit' ? winner || null : undefined } });
      toast.success(`${gameTitle(game)} ${copy.done}.`);
      onClose();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setError(failure.message);
    }
  };

  return (
    <ConfirmDialog
      opened
      title={`${copy.title} ${gameTitle(game)}?`}
      message={action === 'forfeit' ? `The winner is recorded ${score ? `${score.winner}–${score.loser}` : 'by the league’s forfeit score'}.` : copy.message}
      confirmLabel={copy.confirm}
      confirmColor={copy.color}
      errorTitle={copy.errorTitle}
      error={error}
      pending={setStatus.isPending || remove.isPending}
      autoFocus={action === 'forfeit' ? undefined : 'cancel'}
      closeLabel="Close"
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {action === 'forfeit' ? (
        <NativeSelect
          label="Winner"
          required
          data={[
            { value: '', label: 'Choose the winner' },
            { value: game.home_team.id, label: game.home_team.name },
            { value: game.away_team.id, label: game.away_team.name },
          ]}
          value={winner}
          onChange={(event) => setWinner(event.currentTarget.value)}
          data-autofocus
        />
      ) : null}
    </ConfirmDialog>
  );
}
