import { Group, Select, Text } from '@mantine/core';
import { TeamSwatch } from '../../../components/ui/team-swatch';
import { useCaptainTeam } from '../captain-team';

/** Which team the captain pages act on: a choice for those who lead several, the name otherwise. */
export function TeamChooser() {
  const { team, teams, chooseTeam } = useCaptainTeam();
  if (teams.length < 2) {
    return (
      <Group gap="xs" mb="md" wrap="nowrap">
        <TeamSwatch colours={team} />
        <Text fw={600}>{team.name}</Text>
        <Text c="dimmed" size="sm">
          {team.division_name} · {team.season_name}
        </Text>
      </Group>
    );
  }
  return (
    <Select
      label="Team"
      mb="md"
      maw={420}
      allowDeselect={false}
      searchable={teams.length > 8}
      value={team.id}
      onChange={(value) => {
        if (value) chooseTeam(value);
      }}
      data={teams.map((t) => ({ value: t.id, label: `${t.name} · ${t.division_name} · ${t.season_name}` }))}
    />
  );
}
