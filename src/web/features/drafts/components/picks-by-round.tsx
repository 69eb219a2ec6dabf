import { Paper, Table, Text, Title } from '@mantine/core';
import type { DraftBoard } from '../../../../shared/api/drafts';

/** Every pick by round: one row per round, one column per team in draft order. */
export function PicksByRound({ board }: { board: DraftBoard }) {
  const byNumber = new Map(board.picks.map((p) => [p.pick_number, p]));
  const teamCount = board.teams.length;
  const rounds = Array.from({ length: board.draft.rounds }, (_, i) => i + 1);
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={2} size="h3" mb="xs">
        Picks by round
      </Title>
      <Table.ScrollContainer minWidth={teamCount * 130} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table striped withColumnBorders miw={teamCount * 130} aria-label="Picks by round" data-testid="picks-by-round">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Round</Table.Th>
              {board.teams.map((team) => (
                <Table.Th key={team.id} scope="col">
                  {team.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rounds.map((round) => (
              <Table.Tr key={round}>
                <Table.Th scope="row">{round}</Table.Th>
                {board.teams.map((team) => {
                  const numbers = board.order.flatMap((teamId, i) => (teamId === team.id && Math.floor(i / teamCount) + 1 === round ? [i + 1] : []));
                  const n = numbers[0];
                  const pick = n ? byNumber.get(n) : undefined;
                  const onClock = n !== undefined && n === board.draft.current_pick;
                  return (
                    <Table.Td key={team.id} bg={onClock ? 'yellow.1' : undefined} c={onClock ? 'dark.9' : undefined}>
                      <Text size="xs" c={onClock ? 'dark.7' : 'dimmed'}>
                        #{n}
                        {pick?.source === 'keeper' ? ' · keeper' : pick && pick.source !== 'captain' && pick.source !== 'admin' ? ' · clock' : ''}
                      </Text>
                      <Text fw={pick ? 600 : 400}>{pick ? pick.player.name : onClock ? 'On the clock' : '—'}</Text>
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
