import { Stack, Text } from '@mantine/core';
import type { AvailabilityCounts, TeamAnswer } from '../../../../shared/api/availability';
import { AVAILABILITY_LABELS, AVAILABILITY_STATUSES } from '../../../../shared/games';

const NO_ANSWER = 'No answer';

/** "Going 5 · Maybe 2 · Not going 1 · No answer 4": the team's counts for a game. */
export function countsText(counts: AvailabilityCounts): string {
  return [...AVAILABILITY_STATUSES.map((status) => `${AVAILABILITY_LABELS[status]} ${counts[status]}`), `${NO_ANSWER} ${counts.no_answer}`].join(' · ');
}

export function TeamCounts({ teamName, counts }: { teamName: string; counts: AvailabilityCounts }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {teamName}:
      </Text>{' '}
      {countsText(counts)}
    </Text>
  );
}

/** For captains (and admins): who answered what, one line per answer. */
export function TeamAnswers({ answers }: { answers: TeamAnswer[] }) {
  const groups = [
    ...AVAILABILITY_STATUSES.map((status) => ({
      label: AVAILABILITY_LABELS[status],
      names: answers.filter((a) => a.status === status).map((a) => a.player.name),
    })),
    { label: NO_ANSWER, names: answers.filter((a) => a.status === null).map((a) => a.player.name) },
  ];
  return (
    <Stack component="dl" gap={2} m={0}>
      {groups.map((group) => (
        <Text key={group.label} size="sm" component="div">
          <Text component="dt" inherit fw={600} display="inline">
            {group.label}:
          </Text>{' '}
          <Text component="dd" inherit display="inline" m={0}>
            {group.names.length > 0 ? group.names.join(', ') : '–'}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
