import { Badge, Checkbox, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { RETURNING_INTENT_LABELS, RETURNING_INTENTS, type ReturningIntent } from '../../../../shared/registrations';
import type { ReturningPlayer } from '../../../../shared/api/registrations';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { useSetIntent } from '../api';
import { canInvite, invitationState } from '../invitation-state';

export interface ReturningPlayerListProps {
  items: ReturningPlayer[];
  seasonId: string;
  selected: ReadonlySet<string>;
  onSelect: (playerIds: string[], selected: boolean) => void;
}

const isIntent = (value: string): value is ReturningIntent => (RETURNING_INTENTS as readonly string[]).includes(value);
const nameOf = (p: ReturningPlayer) => `${p.first_name} ${p.last_name}`;

/** The intent, saved as soon as it is chosen; it shows the choice at once and goes back if the save fails. */
function IntentSelect({ player, seasonId }: { player: ReturningPlayer; seasonId: string }) {
  const setIntent = useSetIntent();
  const [chosen, setChosen] = useState<ReturningIntent | null>(null);
  const value = chosen ?? player.intent;
  return (
    <NativeSelect
      size="xs"
      aria-label={`Intent of ${nameOf(player)}`}
      data={RETURNING_INTENTS.map((intent) => ({ value: intent, label: RETURNING_INTENT_LABELS[intent] }))}
      value={value}
      onChange={(event) => {
        const intent = event.currentTarget.value;
        if (!isIntent(intent)) return;
        setChosen(intent);
        setIntent.mutate({ playerId: player.player_id, seasonId, intent }, { onError: () => setChosen(null) });
      }}
    />
  );
}

function State({ player }: { player: ReturningPlayer }) {
  const timeZone = useLeagueTimeZone();
  const text = invitationState(player, new Date(), { timeZone });
  return player.registered ? (
    <Badge variant="light" color="teal">
      {text}
    </Badge>
  ) : (
    <Text size="sm">{text}</Text>
  );
}

/** The box's id, so that a card's name and e-mail can be its label (a 44 px target on a phone). */
const selectBoxId = (player: ReturningPlayer) => `choose-${player.player_id}`;

function SelectBox({ player, selected, onSelect }: { player: ReturningPlayer } & Pick<ReturningPlayerListProps, 'selected' | 'onSelect'>) {
  return (
    <Checkbox
      id={selectBoxId(player)}
      aria-label={`Choose ${nameOf(player)}`}
      checked={selected.has(player.player_id)}
      disabled={!canInvite(player)}
      onChange={(event) => onSelect([player.player_id], event.currentTarget.checked)}
    />
  );
}

/** From 768 px: a table; the header's box chooses everyone on the page who can be invited. */
export function ReturningPlayerTable({ items, seasonId, selected, onSelect }: ReturningPlayerListProps) {
  const choosable = items.filter(canInvite).map((p) => p.player_id);
  const chosenHere = choosable.filter((id) => selected.has(id)).length;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Choose everyone on this page who can be invited"
                checked={choosable.length > 0 && chosenHere === choosable.length}
                indeterminate={chosenHere > 0 && chosenHere < choosable.length}
                disabled={choosable.length === 0}
                onChange={(event) => onSelect(choosable, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th>Last season</Table.Th>
            <Table.Th>Intent</Table.Th>
            <Table.Th>Invitation</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((player) => (
            <Table.Tr key={player.player_id}>
              <Table.Td>
                <SelectBox player={player} selected={selected} onSelect={onSelect} />
              </Table.Td>
              <Table.Td>
                <Text fw={600}>{nameOf(player)}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {player.email ?? 'No e-mail address'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{player.team_name}</Text>
                <Text size="sm" c="dimmed">
                  {player.division_name}
                </Text>
              </Table.Td>
              <Table.Td miw={150}>
                <IntentSelect player={player} seasonId={seasonId} />
              </Table.Td>
              <Table.Td>
                <State player={player} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Below 768 px: one card per player. */
export function ReturningPlayerCards({ items, seasonId, selected, onSelect }: ReturningPlayerListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {items.map((player) => (
        <Paper component="li" key={player.player_id} withBorder p="sm" radius="md" style={{ listStyle: 'none' }}>
          <Stack gap={6}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <SelectBox player={player} selected={selected} onSelect={onSelect} />
              <label htmlFor={selectBoxId(player)} style={{ minWidth: 0, flex: 1 }}>
                <Text component="span" display="block" fw={600}>
                  {nameOf(player)}
                </Text>
                <Text component="span" display="block" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {player.email ?? 'No e-mail address'}
                </Text>
              </label>
            </Group>
            <Text size="sm">
              {player.team_name} · {player.division_name}
            </Text>
            <IntentSelect player={player} seasonId={seasonId} />
            <State player={player} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
