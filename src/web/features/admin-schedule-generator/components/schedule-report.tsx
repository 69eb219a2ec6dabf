import { Alert, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ScheduleReport as Report, SchedulePreview } from '../../../../shared/api/schedule-generator';
import { formatDate } from '../../../lib/format';

const day = (date: string) => formatDate(`${date}T12:00:00Z`, { timeZone: 'UTC' });
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The preview's numbers: what was placed, the balance figures, every game left out and why. */
export function ScheduleReport({ report }: { report: Report }) {
  const allPlaced = report.unplaced.length === 0;
  const fieldNames = new Map(report.by_field.map((f) => [f.field_id, f.field_name]));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Figure label="Games placed" value={`${report.games_placed} of ${report.games_expected}`} />
        <Figure label="Dates" value={report.first_date && report.last_date ? `${day(report.first_date)} – ${day(report.last_date)}` : '—'} />
        <Figure label="Breaks (two home or two away in a row)" value={`${report.breaks} (fewest possible: ${report.fewest_breaks})`} />
        <Figure label="Largest home/away difference of a team" value={String(report.home_away_spread)} />
        <Figure
          label="Largest early/late difference of a team"
          value={report.early_late_spread === null ? 'One time slot: none' : String(report.early_late_spread)}
        />
        <Figure label="Games per time slot" value={report.by_time.map((t) => `${t.time}: ${t.games}`).join(' · ')} />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Games per field
        </Text>
        <List size="sm" spacing={2}>
          {report.by_field.map((f) => (
            <List.Item key={f.field_id}>
              {f.field_name}: {plural(f.games, 'game', 'games')}
            </List.Item>
          ))}
        </List>
      </Stack>

      {allPlaced ? null : (
        <Alert color="orange" variant="light" title={`${plural(report.unplaced.length, 'game', 'games')} could not be placed`} role="status">
          <List size="sm" spacing={4}>
            {report.unplaced.map((u) => (
              <List.Item key={`${u.round}-${u.home_team_id}-${u.away_team_id}`}>
                Round {u.round}: {u.home_team_name} v {u.away_team_name}. {u.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      <Title order={3} size="h5" id="report-teams">
        Per team
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table striped verticalSpacing={6} horizontalSpacing={6} fz="sm" aria-labelledby="report-teams">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Team</Table.Th>
              <Table.Th ta="right">Home</Table.Th>
              <Table.Th ta="right">Away</Table.Th>
              <Table.Th ta="right">Breaks</Table.Th>
              <Table.Th ta="right">Early</Table.Th>
              <Table.Th ta="right">Late</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.teams.map((t) => (
              <Table.Tr key={t.team_id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{t.team_name}</Table.Td>
                <Table.Td ta="right">{t.home}</Table.Td>
                <Table.Td ta="right">{t.away}</Table.Td>
                <Table.Td ta="right">{t.breaks}</Table.Td>
                <Table.Td ta="right">{t.early}</Table.Td>
                <Table.Td ta="right">{t.late}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={3} size="h5" id="report-slots">
        Per team, games at each time and on each field
      </Title>
      {/* A line per team, not a table: a column per time and per field would not fit a phone. */}
      <List size="sm" spacing={4} aria-labelledby="report-slots">
        {report.teams.map((t) => (
          <List.Item key={t.team_id} style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} size="sm">
              {t.team_name}:
            </Text>{' '}
            {[...t.by_time.map((s) => `${s.time} ${s.games}`), ...t.by_field.map((f) => `${fieldNames.get(f.field_id) ?? ''} ${f.games}`)].join(' · ')}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** What a save does to the division's games already on the schedule (decision 039). */
export function DivisionGamesNotice({ divisionGames }: { divisionGames: SchedulePreview['division_games'] }) {
  const played = divisionGames.played_game_ids.length;
  if (played === 0 && divisionGames.replaced === 0) return null;
  return (
    <Alert color="blue" variant="light" role="status" title="Games already on the schedule">
      <Stack gap={4}>
        {played > 0 && divisionGames.latest_played_date ? (
          <Text size="sm">
            {plural(played, 'played game stays', 'played games stay')} and {played === 1 ? 'counts as a meeting' : 'count as meetings'}: only the meetings still
            owed are scheduled, after the latest played game ({day(divisionGames.latest_played_date)}).
          </Text>
        ) : null}
        {divisionGames.replaced > 0 ? (
          <Text size="sm">
            Saving replaces this division's {plural(divisionGames.replaced, 'unplayed game', 'unplayed games')} (scheduled, postponed or cancelled).
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
