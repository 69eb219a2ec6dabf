import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { SEASON_STATUSES, SEASON_STATUS_LABELS, type SeasonStatus } from '../../../../shared/seasons';
import type { AdminSeason } from '../../../../shared/api/seasons';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSetSeasonStatus } from '../api';
import { PeriodsSection } from './periods-section';

const STATUS_COLORS: Record<SeasonStatus, string> = { upcoming: 'blue', registration: 'grape', active: 'teal', completed: 'gray' };

// Season dates are calendar days with no time: read in UTC so no zone moves them a day.
const day = (date: string) => formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC' });
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface SeasonCardProps {
  season: AdminSeason;
  expanded: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One season: status (changed in place), dates, counts; its registration periods open below. */
export function SeasonCard({ season, expanded, onToggle, onEdit, onDelete }: SeasonCardProps) {
  const setStatus = useSetSeasonStatus();
  const titleId = `season-${season.id}`;
  const periodsId = `season-${season.id}-periods`;
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', xs: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {season.name}
              </Title>
              <Badge color={STATUS_COLORS[season.status]} variant="light" radius="sm">
                {SEASON_STATUS_LABELS[season.status]}
              </Badge>
            </Group>
            <Text size="sm">
              <time dateTime={season.start_date}>{day(season.start_date)}</time> – <time dateTime={season.end_date}>{day(season.end_date)}</time>
            </Text>
            <Text size="sm" c="dimmed">
              {plural(season.team_count, 'team', 'teams')} · {plural(season.period_count, 'registration period', 'registration periods')}
            </Text>
          </Stack>
          <NativeSelect
            label="Status"
            w={170}
            value={season.status}
            disabled={setStatus.isPending}
            data={SEASON_STATUSES.map((value) => ({ value, label: SEASON_STATUS_LABELS[value] }))}
            onChange={(event) => {
              const status = SEASON_STATUSES.find((value) => value === event.currentTarget.value);
              if (!status) return;
              setStatus.mutate(
                { id: season.id, body: { status } },
                { onSuccess: () => toast.success(`${season.name} is now ${SEASON_STATUS_LABELS[status]}.`) },
              );
            }}
          />
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            aria-expanded={expanded}
            aria-controls={periodsId}
            rightSection={expanded ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
            onClick={onToggle}
          >
            Registration periods
          </Button>
          <Button size="xs" variant="default" aria-label={`Edit season ${season.name}`} onClick={onEdit}>
            Edit
          </Button>
          <Button size="xs" variant="subtle" color="red" aria-label={`Delete season ${season.name}`} onClick={onDelete}>
            Delete
          </Button>
        </Group>
        <div id={periodsId}>{expanded ? <PeriodsSection season={season} /> : null}</div>
      </Stack>
    </Paper>
  );
}
