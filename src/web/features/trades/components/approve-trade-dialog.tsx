import { Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Trade } from '../../../../shared/api/trades';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { toast } from '../../../lib/toast';
import { useApproveTrade, useTradePartners } from '../api';
import { issuesOf, PlayerPicker } from './player-picker';

const ids = (side: Trade['proposing']) => side.gives.map((p) => p.id);
const same = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The admin's approval: the players each way, as agreed or edited (the rosters of both teams
 * to choose from). Only an edit is sent; the server re-checks every player and moves them.
 */
export function ApproveTradeDialog({ trade, opened, onClose }: { trade: Trade; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Approve trade" size="lg">
      {opened ? <ApproveForm trade={trade} onClose={onClose} /> : null}
    </Modal>
  );
}

function ApproveForm({ trade, onClose }: { trade: Trade; onClose: () => void }) {
  const rosters = useTradePartners(trade.proposing.team.id);
  const approve = useApproveTrade();
  const [proposing, setProposing] = useState(ids(trade.proposing));
  const [receiving, setReceiving] = useState(ids(trade.receiving));
  if (rosters.isPending) return <Skeleton height={160} radius="md" />;
  if (rosters.isError) return <LoadError title="The rosters could not be loaded" error={rosters.error} onRetry={() => void rosters.refetch()} />;
  const other = rosters.data.partners.find((p) => p.id === trade.receiving.team.id);
  const { fields, message } = issuesOf(approve.error);
  const edited = !same(proposing, ids(trade.proposing)) || !same(receiving, ids(trade.receiving));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const body = edited ? { proposing_player_ids: proposing, receiving_player_ids: receiving } : {};
        approve.mutate(
          { tradeId: trade.id, body },
          {
            onSuccess: () => {
              toast.success('Trade approved: the players have moved.');
              onClose();
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <Text size="sm">Change the players before approving if needed; the captains are told what was approved.</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <PlayerPicker
            label={`${trade.proposing.team.name} gives`}
            players={rosters.data.team.players}
            value={proposing}
            onChange={setProposing}
            error={fields.proposing_player_ids}
          />
          <PlayerPicker
            label={`${trade.receiving.team.name} gives`}
            players={other?.players ?? []}
            value={receiving}
            onChange={setReceiving}
            error={fields.receiving_player_ids}
          />
        </SimpleGrid>
        {message ? <FormAlert>{message}</FormAlert> : null}
        <Group gap="sm">
          <Button type="submit" loading={approve.isPending} mih={44}>
            {edited ? 'Approve edited trade' : 'Approve trade'}
          </Button>
          <Button variant="default" mih={44} onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
