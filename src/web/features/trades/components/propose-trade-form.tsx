import { Button, NativeSelect, SimpleGrid, Skeleton, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { TRADE_MESSAGE_MAX } from '../../../../shared/trades';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { toast } from '../../../lib/toast';
import { useProposeTrade, useTradePartners } from '../api';
import { issuesOf, PlayerPicker } from './player-picker';

/** The captain's proposal: the other team of the division, the players each way, a message. */
export function ProposeTradeForm({ teamId, closed }: { teamId: string; closed: boolean }) {
  const partners = useTradePartners(teamId);
  const propose = useProposeTrade(teamId);
  const [toTeamId, setToTeamId] = useState('');
  const [give, setGive] = useState<string[]>([]);
  const [get, setGet] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  if (partners.isPending) return <Skeleton height={160} radius="md" />;
  if (partners.isError) return <LoadError title="The teams could not be loaded" error={partners.error} onRetry={() => void partners.refetch()} />;
  const partner = partners.data.partners.find((p) => p.id === toTeamId);
  const { fields, message: failure } = issuesOf(propose.error);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        propose.mutate(
          { to_team_id: toTeamId, give_player_ids: give, get_player_ids: get, message },
          {
            onSuccess: () => {
              setGive([]);
              setGet([]);
              setMessage('');
              toast.success('Trade proposed.');
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <NativeSelect
          label="Trade with"
          value={toTeamId}
          error={fields.to_team_id}
          onChange={(event) => {
            setToTeamId(event.currentTarget.value);
            setGet([]);
          }}
          data={[{ value: '', label: 'Choose a team' }, ...partners.data.partners.map((p) => ({ value: p.id, label: p.name }))]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <PlayerPicker
            label={`${partners.data.team.name} gives`}
            players={partners.data.team.players}
            value={give}
            onChange={setGive}
            error={fields.give_player_ids}
          />
          {partner ? (
            <PlayerPicker label={`${partner.name} gives`} players={partner.players} value={get} onChange={setGet} error={fields.get_player_ids} />
          ) : null}
        </SimpleGrid>
        <Textarea
          label="Message to the other captain"
          autosize
          minRows={2}
          maxLength={TRADE_MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Button type="submit" loading={propose.isPending} disabled={closed} w="fit-content" mih={44}>
          Propose trade
        </Button>
      </Stack>
    </form>
  );
}
