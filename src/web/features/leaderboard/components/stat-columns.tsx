import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type TeamColours, TeamSwatch } from '../../../components/ui/team-swatch';

/** A number column of the stats tables: its abbreviation and what it stands for. */
export interface StatColumn {
  short: string;
  label: string;
}

/** The header of a number column: the short form, spelled out for assistive technology and on hover. */
export function StatHeader({ column }: { column: StatColumn }) {
  return (
    <Table.Th ta="right">
      <abbr title={column.label} style={{ textDecoration: 'none' }}>
        {column.short}
      </abbr>
    </Table.Th>
  );
}

/** The key under a table, for touch screens where a title never shows: "GP games played · G goals…". */
export function StatLegend({ columns, extra }: { columns: readonly StatColumn[]; extra?: string }) {
  return (
    <Text size="sm" c="dimmed">
      {columns.map((c) => `${c.short}: ${c.label.toLowerCase()}`).join(' · ')}
      {extra ? `. ${extra}` : null}
    </Text>
  );
}

/** A team's colours and name, linking to its page. */
export function TeamLink({ team }: { team: TeamColours & { id: string; name: string } }) {
  return (
    <Group gap={6} wrap="nowrap">
      <TeamSwatch colours={team} size={14} />
      <Anchor component={Link} to={`/team/${team.id}`} size="sm" fw={400} style={{ overflowWrap: 'anywhere' }}>
        {team.name}
      </Anchor>
    </Group>
  );
}
