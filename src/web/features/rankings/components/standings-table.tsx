import { Anchor, Box, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import type { DivisionTable, StandingsRow } from '../../../../shared/api/rankings';
import { explainPlace, formatGoalDifference } from '../../../../shared/standings';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { newerResultsNote, ordinal, tableSourceLabel } from '../standings-labels';
import { FormBadges } from './form-badges';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import './standings-table.css';

/** `pin`: kept in view on a phone while the other columns scroll (standings-table.css); P is next to the pinned team. */
const NUMBER_COLUMNS: { short: string; label: string; value: (row: StandingsRow) => string | number; pin?: string }[] = [
  { short: 'P', label: 'Played', value: (row) => row.played },
  { short: 'W', label: 'Won', value: (row) => row.won },
  { short: 'D', label: 'Drawn', value: (row) => row.drawn },
  { short: 'L', label: 'Lost', value: (row) => row.lost },
  { short: 'GF', label: 'Goals for', value: (row) => row.goals_for },
  { short: 'GA', label: 'Goals against', value: (row) => row.goals_against },
  { short: 'GD', label: 'Goal difference', value: (row) => formatGoalDifference(row.goal_difference), pin: 'pin pin-goal-difference' },
];

/** Columns besides the numbers: position, team, points and form. */
const COLUMN_COUNT = NUMBER_COLUMNS.length + 4;

function Points({ row }: { row: StandingsRow }) {
  return (
    <>
      <Text component="span" fw={700} size="sm">
        {row.points}
      </Text>
      {row.adjustment !== 0 ? (
        <Text component="span" size="xs" c="dimmed" display="block">
          {formatGoalDifference(row.adjustment)} adj.
          <VisuallyHidden> (points adjusted by the league)</VisuallyHidden>
        </Text>
      ) : null}
    </>
  );
}

interface RowProps {
  row: StandingsRow;
  idPrefix: string;
}

/** One team's row and, once asked for, the sentence saying why it is above the team below. */
function StandingsTableRow({ row, idPrefix }: RowProps) {
  const [open, setOpen] = useState(false);
  const explanation = explainPlace(row);
  const explanationId = `${idPrefix}-why-${row.team_id}`;
  return (
    <Fragment>
      <Table.Tr data-testid="standings-row">
        <Table.Td ta="right" className="pin pin-position">
          {row.position}
        </Table.Td>
        <Table.Th scope="row" fw={500} className="pin pin-team">
          <Group gap={4} wrap="wrap" align="center">
            <Anchor component={Link} to={`/team/${row.team_id}`} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.team_name}
            </Anchor>
            {explanation ? (
              <Button variant="default" size="xs" px={8} aria-expanded={open} aria-controls={explanationId} onClick={() => setOpen((was) => !was)}>
                Why {ordinal(row.position)}?
              </Button>
            ) : null}
          </Group>
        </Table.Th>
        {NUMBER_COLUMNS.map((column) => (
          <Table.Td key={column.short} ta="right" className={column.pin}>
            {column.value(row)}
          </Table.Td>
        ))}
        <Table.Td ta="right" className="pin pin-points">
          <Points row={row} />
        </Table.Td>
        <Table.Td>
          <FormBadges form={row.form} />
        </Table.Td>
      </Table.Tr>
      {explanation ? (
        <Table.Tr id={explanationId} hidden={!open}>
          <Table.Td colSpan={COLUMN_COUNT}>
            <Text size="sm" className="standings-why">
              {explanation}.
            </Text>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}

interface StandingsTableProps {
  table: DivisionTable;
  /** The division's heading level: 2 on a page of divisions, 3 under a season's heading. */
  headingOrder?: 2 | 3;
}

/**
 * One division's table, the one way every rankings page shows it (public, admin, archived):
 * its source and date (and, on the public page, that newer results exist), P W D L GF GA GD Pts
 * and form, and each place's reason on demand. On a phone the table scrolls sideways inside its
 * own labelled region, never the page, with position, team, played, goal difference and points
 * pinned in view (standings-table.css).
 */
export function StandingsTable({ table, headingOrder = 2 }: StandingsTableProps) {
  const timeZone = useLeagueTimeZone();
  // useId: the same division appears once per season on /admin/season-rankings.
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const newer = newerResultsNote(table, timeZone);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={headingOrder} size={headingOrder === 2 ? 'h3' : 'h4'} id={headingId}>
          {table.division_name}
        </Title>
        <Text size="sm" c="dimmed" data-testid="table-source">
          {tableSourceLabel(table, timeZone)}
        </Text>
      </Group>
      {newer ? (
        <Text size="sm" data-testid="newer-results">
          {newer}
        </Text>
      ) : null}
      {table.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          No teams in this division yet.
        </Text>
      ) : (
        <Box className="standings-table-box">
          <ScrollRegion label={`${table.division_name} table`}>
            <Table verticalSpacing={6} horizontalSpacing="xs" className="standings-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th ta="right" className="pin pin-position">
                    <abbr title="Position">Pos</abbr>
                  </Table.Th>
                  <Table.Th className="pin pin-team">Team</Table.Th>
                  {NUMBER_COLUMNS.map((column) => (
                    <Table.Th key={column.short} ta="right" className={column.pin}>
                      <abbr title={column.label}>{column.short}</abbr>
                    </Table.Th>
                  ))}
                  <Table.Th ta="right" className="pin pin-points">
                    <abbr title="Points">Pts</abbr>
                  </Table.Th>
                  <Table.Th>Form</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row) => (
                  <StandingsTableRow key={row.team_id} row={row} idPrefix={idPrefix} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Box>
      )}
    </Stack>
  );
}
