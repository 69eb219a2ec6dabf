import { Alert, Anchor, Group, Radio, Stack, Text } from '@mantine/core';
import type { ScheduleImportPreview } from '../../../../shared/api/schedule-import';
import type { ImportNameChoice } from '../../../../shared/schemas/schedule-import';
import { formatDate } from '../../../lib/format';

/**
 * The choices a file asks for once (issue 26, decision 088): how it writes its dates, when
 * they read two ways, and for each name close to an existing one, which it is.
 */

export type DateOrder = 'day_first' | 'month_first';
const dayOf = (iso: string) => formatDate(`${iso}T12:00:00Z`, { timeZone: 'UTC' });

const FORMATS: Record<ScheduleImportPreview['format'], string | null> = {
  ours: null,
  teamsnap: 'Read as a TeamSnap schedule.',
  sportsengine: 'Read as a SportsEngine schedule upload.',
  sportspress_fixtures: 'Read as SportsPress fixtures.',
  sportspress_events: 'Read as SportsPress events.',
};

export function FileFormatNote({ preview }: { preview: ScheduleImportPreview }) {
  const format = FORMATS[preview.format];
  const skipped =
    preview.skipped > 0 ? ` ${preview.skipped} ${preview.skipped === 1 ? 'event that is not a game was' : 'events that are not games were'} left out.` : '';
  const order = preview.dates.order === 'day_first' ? 'day first' : 'month first';
  const dates =
    preview.dates.decided_by === 'file'
      ? ` Dates are read ${order}, as the file writes them.`
      : preview.dates.decided_by === 'format'
        ? ` Dates are read ${order}, as this app writes them.`
        : '';
  if (!format && !skipped && !dates) return null;
  return (
    <Text size="sm">
      {format}
      {skipped}
      {dates}
    </Text>
  );
}

export function DateOrderChoice({
  preview,
  value,
  onChange,
}: {
  preview: ScheduleImportPreview;
  value: DateOrder | undefined;
  onChange: (order: DateOrder) => void;
}) {
  const { dates } = preview;
  if (!dates.choice_needed && dates.decided_by !== 'choice') return null;
  const sample = (order: DateOrder) => dates.samples.map((s) => `${s.text} is ${dayOf(order === 'day_first' ? s.day_first : s.month_first)}`).join('; ');
  return (
    <Alert color={dates.choice_needed ? 'orange' : 'blue'} variant="light" title="How does the file write its dates?">
      <Radio.Group value={value ?? null} onChange={(next) => onChange(next as DateOrder)} aria-label="How does the file write its dates?">
        <Stack gap="xs" mt={4}>
          <Radio value="day_first" label={`Day first (${sample('day_first')})`} />
          <Radio value="month_first" label={`Month first (${sample('month_first')})`} />
        </Stack>
      </Radio.Group>
    </Alert>
  );
}

export const nameKey = (kind: string, name: string) => `${kind}|${name.trim().toLowerCase()}`;

export function NameChoices({
  preview,
  chosen,
  onChoose,
}: {
  preview: ScheduleImportPreview;
  chosen: Record<string, ImportNameChoice>;
  onChoose: (choice: ImportNameChoice) => void;
}) {
  const close = preview.unknown_names.filter((n) => n.did_you_mean);
  if (close.length === 0) return null;
  return (
    <Alert color="orange" variant="light" title="Did you mean…?">
      <Stack gap="md">
        {close.map((n) => {
          const current = chosen[nameKey(n.kind, n.name)];
          const value = current ? (current.create ? 'create' : 'use') : null;
          const label = `${n.kind === 'team' ? 'Team' : 'Field'} "${n.name}" (${n.rows} ${n.rows === 1 ? 'row' : 'rows'})`;
          return (
            <Radio.Group
              key={nameKey(n.kind, n.name)}
              label={label}
              value={value}
              onChange={(next) =>
                onChoose(
                  next === 'use' && n.did_you_mean ? { kind: n.kind, name: n.name, use_id: n.did_you_mean.id } : { kind: n.kind, name: n.name, create: true },
                )
              }
            >
              <Stack gap="xs" mt={4}>
                <Radio value="use" label={`Did you mean "${n.did_you_mean?.name}"? Use it`} />
                <Radio value="create" label={`Create "${n.name}" as a new ${n.kind}`} />
              </Stack>
            </Radio.Group>
          );
        })}
      </Stack>
    </Alert>
  );
}

/** The division's games as a file another app (or this import) reads: a league is never locked in. */
export function ExportLinks({ seasonId, divisionId }: { seasonId: string; divisionId: string }) {
  const href = (format: 'ours' | 'teamsnap') =>
    `/api/admin/schedule/import/export.csv?${new URLSearchParams({ season_id: seasonId, division_id: divisionId, format }).toString()}`;
  return (
    <Group gap="md">
      <Text size="sm">Download this division's games:</Text>
      <Anchor size="sm" href={href('ours')} download style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
        CSV
      </Anchor>
      <Anchor size="sm" href={href('teamsnap')} download style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
        CSV for TeamSnap
      </Anchor>
    </Group>
  );
}
