import { Table } from '@mantine/core';
import type { TeamTrends } from '../../../../shared/api/rankings';
import { recordLabel, streakLabel } from '../standings-labels';
import { FormBadges } from './form-badges';
import { ScrollRegion } from '../../../components/ui/scroll-region';

/** Each team's last five, its current run and its longest runs. */
export function FormAndStreaksTable({ teams }: { teams: readonly TeamTrends[] }) {
  return (
    <ScrollRegion label="Form and streaks table">
      <Table verticalSpacing={6} horizontalSpacing="xs" miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            <Table.Th>Form</Table.Th>
            <Table.Th>Current run</Table.Th>
            <Table.Th ta="right">Longest winning run</Table.Th>
            <Table.Th ta="right">Longest unbeaten run</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teams.map((team) => (
            <Table.Tr key={team.team_id}>
              <Table.Th scope="row" fw={600}>
                {team.team_name}
              </Table.Th>
              <Table.Td>
                <FormBadges form={team.form} />
              </Table.Td>
              <Table.Td>{streakLabel(team.current_streak)}</Table.Td>
              <Table.Td ta="right">{team.longest_winning_streak}</Table.Td>
              <Table.Td ta="right">{team.longest_unbeaten_streak}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** Each team's record at home and away: won, drawn, lost, goals and points. */
export function HomeAwayTable({ teams }: { teams: readonly TeamTrends[] }) {
  return (
    <ScrollRegion label="Home and away table" description="W won, D drawn, L lost, then goals for–against and points.">
      <Table verticalSpacing={6} horizontalSpacing="xs" miw={480}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            <Table.Th>Home</Table.Th>
            <Table.Th>Away</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teams.map((team) => (
            <Table.Tr key={team.team_id}>
              <Table.Th scope="row" fw={600}>
                {team.team_name}
              </Table.Th>
              <Table.Td>{recordLabel(team.home)}</Table.Td>
              <Table.Td>{recordLabel(team.away)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
