import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminRankings } from '../../../../shared/api/rankings';
import { formatDateTime } from '../../../lib/format';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { pointsChangeLabel, positionChangeLabel } from '../../rankings';

type Division = AdminRankings['divisions'][number];

interface DivisionChangesProps {
  division: Division;
  publishing: boolean;
  onPublish: () => void;
}

/** One division on /admin/publish-rankings: when it was last published, what changed since, and its Publish button. */
export function DivisionChanges({ division, publishing, onPublish }: DivisionChangesProps) {
  const timeZone = useLeagueTimeZone();
  const { live, changes, published_at: publishedAt } = division;
  const headingId = `publish-${live.division_id}-heading`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', xs: 'lg' }} radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              {live.division_name}
            </Title>
            <Text size="sm" c="dimmed">
              {publishedAt ? (
                <>
                  Last published <time dateTime={publishedAt}>{formatDateTime(publishedAt, { timeZone })}</time>
                </>
              ) : (
                'Never published: the public does not see this table yet.'
              )}
            </Text>
          </Stack>
          <Button onClick={onPublish} loading={publishing}>
            Publish {live.division_name}
          </Button>
        </Group>
        {changes.length === 0 ? (
          <Text size="sm">No changes since the last publication.</Text>
        ) : (
          <Table verticalSpacing={4} horizontalSpacing="xs">
            <Table.Caption>{publishedAt ? 'Changed since the last publication' : 'The table as it would be published'}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Team</Table.Th>
                <Table.Th>Place</Table.Th>
                <Table.Th>Points</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((change) => (
                <Table.Tr key={change.team_id} data-testid="standings-change">
                  <Table.Th scope="row" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {change.team_name}
                  </Table.Th>
                  <Table.Td>{positionChangeLabel(change)}</Table.Td>
                  <Table.Td>{pointsChangeLabel(change)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
