import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { HeadToHeadCell } from '../../../../shared/api/rankings';
import type { NamedOption } from '../../../../shared/api/page';
import { headToHeadIndex } from '../trends';
import { ScrollRegion } from '../../../components/ui/scroll-region';

/** Every pair of teams: the row team's won–drawn–lost and goals against the column team. */
export function HeadToHeadMatrix({ teams, cells }: { teams: readonly NamedOption[]; cells: readonly HeadToHeadCell[] }) {
  const recordOf = headToHeadIndex(cells);
  return (
    <ScrollRegion
      label="Head-to-head table"
      description="Each row is a team's record against the team of the column: won, drawn, lost, then goals for–against."
    >
      <Table verticalSpacing={6} horizontalSpacing="xs" withColumnBorders miw={160 + teams.length * 96}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>Team</VisuallyHidden>
            </Table.Th>
            {teams.map((team) => (
              <Table.Th key={team.id} scope="col" fz="xs" style={{ overflowWrap: 'anywhere' }}>
                <VisuallyHidden>Against </VisuallyHidden>
                {team.name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teams.map((team) => (
            <Table.Tr key={team.id}>
              <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {team.name}
              </Table.Th>
              {teams.map((opponent) => {
                if (opponent.id === team.id) {
                  return (
                    <Table.Td key={opponent.id} ta="center" c="dimmed">
                      <span aria-hidden>—</span>
                      <VisuallyHidden>Same team</VisuallyHidden>
                    </Table.Td>
                  );
                }
                const record = recordOf(team.id, opponent.id);
                return (
                  <Table.Td key={opponent.id} ta="center" fz="sm">
                    {record ? (
                      <>
                        {record.won}W {record.drawn}D {record.lost}L
                        <Text size="xs" c="dimmed">
                          {record.goals_for}–{record.goals_against}
                        </Text>
                      </>
                    ) : (
                      <Text span size="xs" c="dimmed">
                        Not played
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
