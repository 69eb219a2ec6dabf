import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AdminScheduleGame, AdminScheduleOptions } from '../../../../shared/api/admin-schedule';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateGame } from '../api';
import { gameTitle } from './game-actions';

/** Assign a referee (a user holding the referee role) or clear the game's; a double-booked referee is refused by name. */
export function RefereeDialog({ game, options, onClose }: { game: AdminScheduleGame | null; options: AdminScheduleOptions | undefined; onClose: () => void }) {
  const update = useUpdateGame();
  const [refereeId, setRefereeId] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setRefereeId(game?.referee?.id ?? '');
    setError(null);
  }, [game]);
  if (!game) return null;

  const save = async () => {
    setError(null);
    try {
      const saved = await update.mutateAsync({ gameId: game.id, body: { referee_user_id: refereeId || null } });
      toast.success(saved.referee ? `${saved.referee.name} referees ${gameTitle(saved)}.` : `${gameTitle(saved)} has no referee now.`);
      onClose();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setError(failure.message);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Referee for ${gameTitle(game)}`} centered closeButtonProps={{ 'aria-label': 'Cancel' }}>
      <Stack gap="sm">
        <NativeSelect
          label="Referee"
          data={[{ value: '', label: 'No referee' }, ...(options?.referees ?? []).map((r) => ({ value: r.id, label: r.name }))]}
          value={refereeId}
          onChange={(event) => setRefereeId(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={update.isPending} onClick={() => void save()}>
            Save referee
          </Button>
        </Group>
        {error ? <FormAlert title="The referee was not saved">{error}</FormAlert> : null}
      </Stack>
    </Modal>
  );
}
