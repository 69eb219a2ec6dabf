import { Alert, Loader, Modal, Stack, Text } from '@mantine/core';
import type { AdminScheduleGame, AdminScheduleOptions } from '../../../../shared/api/admin-schedule';
import { zonedDate } from '../../../../shared/zoned-time';
import { formatGameDay } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { useMakeupProposal } from '../api';
import { MakeupChoice } from './makeup-choice';

/**
 * "Propose make-ups" on a postponed game (issue 20 item 11): the make-up slots for every game
 * still postponed on its date, proposed again by the server as the rainout did, so closing the
 * rainout's dialog loses nothing.
 */
export function MakeupsDialog({ game, options, onClose }: { game: AdminScheduleGame | null; options: AdminScheduleOptions | undefined; onClose: () => void }) {
  const timeZone = useLeagueTimeZone();
  const date = game ? zonedDate(game.starts_at, timeZone) : null;
  const proposal = useMakeupProposal(date);
  return (
    <Modal opened={game !== null} onClose={onClose} title="Propose make-ups" centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {game ? <Text>{`Games still postponed from ${formatGameDay(game.starts_at, { timeZone })}.`}</Text> : null}
        {proposal.isPending ? (
          <Loader size="sm" aria-label="Looking for make-up slots" />
        ) : proposal.isError ? (
          <Alert color="red" variant="light" role="alert" title="No proposal">
            The make-up slots could not be looked for. Please try again.
          </Alert>
        ) : proposal.data.postponed.length === 0 ? (
          <Text>No games of that date are postponed any more.</Text>
        ) : (
          <MakeupChoice plan={proposal.data} options={options} onClose={onClose} />
        )}
      </Stack>
    </Modal>
  );
}
