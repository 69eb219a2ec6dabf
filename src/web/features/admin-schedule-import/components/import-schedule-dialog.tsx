import { Alert, Button, Checkbox, Group, Input, List, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import type { ScheduleImportPreview } from '../../../../shared/api/schedule-import';
import { type ImportNameChoice, SCHEDULE_IMPORT_LIMITS, SCHEDULE_IMPORT_MESSAGES } from '../../../../shared/schemas/schedule-import';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useImportSchedule, useImportTargets, usePreviewImport } from '../api';
import { type DateOrder, DateOrderChoice, ExportLinks, FileFormatNote, NameChoices, nameKey } from './import-choices';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** Rows listed under the summary; the rest are counted (a season is hundreds of rows). */
const ROWS_SHOWN = 30;

interface Choice {
  seasonId: string;
  divisionId: string;
  file: File | null;
  createMissing: boolean;
  /** Asked once for the file when its dates read two ways. */
  dateOrder?: DateOrder | undefined;
  /** Per name close to an existing one: the one it means, or create it. */
  names: Record<string, ImportNameChoice>;
}

/**
 * Import from a spreadsheet (issue 13, decision 039): choose season and division, pick a CSV,
 * preview every row's problem (nothing is saved), then import all rows in one go.
 */
export function ImportScheduleDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const mobile = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const targets = useImportTargets();
  const previewMutation = usePreviewImport();
  const importMutation = useImportSchedule();
  const [choice, setChoice] = useState<Choice>({ seasonId: '', divisionId: '', file: null, createMissing: false, names: {} });
  const [preview, setPreview] = useState<{ result: ScheduleImportPreview; csv: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fileId = useId();

  // Any change makes the preview stale: the admin previews what will be imported.
  const change = (next: Partial<Choice>) => {
    // Another file or division: its dates and names are asked again.
    const fresh = 'createMissing' in next ? {} : { dateOrder: undefined, names: {} };
    setChoice((current) => ({ ...current, ...fresh, ...next }));
    setPreview(null);
    setFormError(null);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in fieldOfChoice(next)))));
  };

  const close = () => {
    setPreview(null);
    setFormError(null);
    setErrors({});
    onClose();
  };

  const showError = (error: unknown) => {
    if (!isApiError(error)) {
      setFormError('The file could not be read. Please try again.');
      return;
    }
    const byField: Record<string, string> = {};
    for (const issue of error.issues) if (['season_id', 'division_id', 'csv'].includes(issue.path)) byField[issue.path] ??= issue.message;
    setErrors(byField);
    setFormError(Object.keys(byField).length > 0 ? null : error.message);
  };

  const runPreview = async () => {
    const problems: Record<string, string> = {};
    if (!choice.seasonId) problems.season_id = SCHEDULE_IMPORT_MESSAGES.season;
    if (!choice.divisionId) problems.division_id = SCHEDULE_IMPORT_MESSAGES.division;
    if (!choice.file) problems.csv = SCHEDULE_IMPORT_MESSAGES.csv;
    else if (choice.file.size > SCHEDULE_IMPORT_LIMITS.csvMaxChars * 2) problems.csv = SCHEDULE_IMPORT_MESSAGES.csvLarge;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !choice.file) return;
    const csv = await choice.file.text();
    previewMutation.mutate(requestOf(choice, csv), { onSuccess: (result) => setPreview({ result, csv }), onError: showError });
  };

  /** A choice the preview asked for: the same file previewed again with it. */
  const answer = (next: Partial<Choice>) => {
    const updated = { ...choice, ...next };
    setChoice(updated);
    if (!preview) return;
    const { csv } = preview;
    previewMutation.mutate(requestOf(updated, csv), { onSuccess: (result) => setPreview({ result, csv }), onError: showError });
  };

  const runImport = () => {
    if (!preview) return;
    importMutation.mutate(requestOf(choice, preview.csv), {
      onSuccess: (result) => {
        toast.success(`${plural(result.created, 'game', 'games')} imported (${result.final} with results).`);
        setChoice({ seasonId: choice.seasonId, divisionId: choice.divisionId, file: null, createMissing: false, names: {} });
        close();
      },
      onError: (error) => {
        // Rows that clash now: show the answer's rows in place of the stale preview.
        setPreview(null);
        if (isApiError(error) && error.issues.length > 0) setFormError(`${error.message} ${error.issues.map((i) => i.message).join(' ')}`);
        else showError(error);
      },
    });
  };

  const result = preview?.result;
  const withProblems = result?.rows.filter((r) => r.problems.length > 0) ?? [];
  const waitsForDates = result?.dates.choice_needed ?? false;
  return (
    <Modal opened={opened} onClose={close} title="Import from a spreadsheet" fullScreen={mobile} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">
          A CSV file with one row per game and the columns date, time, field, home team and away team; played games also have home score and away score. Fields
          are written "Venue - Field" (or just the field's name when only one venue has it). Schedules exported from TeamSnap, SportsEngine and SportsPress are
          read as they are. Nothing is saved until you import.
        </Text>
        {formError ? <FormAlert title="Nothing was imported">{formError}</FormAlert> : null}
        <NativeSelect
          label="Season"
          required
          value={choice.seasonId}
          onChange={(event) => change({ seasonId: event.currentTarget.value })}
          data={[{ value: '', label: 'Choose a season' }, ...(targets.data?.seasons ?? []).map((s) => ({ value: s.id, label: s.name }))]}
          error={errors.season_id}
        />
        <NativeSelect
          label="Division"
          required
          value={choice.divisionId}
          onChange={(event) => change({ divisionId: event.currentTarget.value })}
          data={[{ value: '', label: 'Choose a division' }, ...(targets.data?.divisions ?? []).map((d) => ({ value: d.id, label: d.name }))]}
          error={errors.division_id}
        />
        {choice.seasonId && choice.divisionId ? <ExportLinks seasonId={choice.seasonId} divisionId={choice.divisionId} /> : null}
        <Input.Wrapper id={fileId} label="CSV file" required error={errors.csv}>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={errors.csv ? true : undefined}
            aria-describedby={errors.csv ? `${fileId}-error` : undefined}
            onChange={(event) => change({ file: event.currentTarget.files?.[0] ?? null })}
            style={{ display: 'block', marginTop: 4, maxWidth: '100%', minHeight: 44 }}
          />
        </Input.Wrapper>
        <Checkbox
          label="Create the teams and fields the file names that do not exist yet"
          checked={choice.createMissing}
          onChange={(event) => change({ createMissing: event.currentTarget.checked })}
        />
        <Group>
          <Button variant="default" onClick={() => void runPreview()} loading={previewMutation.isPending}>
            Preview
          </Button>
        </Group>

        {result ? (
          <Stack gap="sm" component="section" aria-labelledby="import-preview-title">
            <Title order={2} size="h4" id="import-preview-title">
              Preview
            </Title>
            <Text size="sm" role="status">
              {plural(result.rows.length, 'row', 'rows')}: {result.played} played, {result.to_play} still to play.{' '}
              {withProblems.length === 0 ? 'Every row is ready.' : `${plural(withProblems.length, 'row has a problem', 'rows have problems')}.`}
            </Text>
            <FileFormatNote preview={result} />
            <DateOrderChoice preview={result} value={choice.dateOrder} onChange={(dateOrder) => answer({ dateOrder })} />
            <NameChoices
              preview={result}
              chosen={choice.names}
              onChoose={(name) => answer({ names: { ...choice.names, [nameKey(name.kind, name.name)]: name } })}
            />
            {result.missing_teams.length > 0 || result.missing_fields.length > 0 ? (
              <Alert color={result.create_missing ? 'blue' : 'orange'} variant="light" title={result.create_missing ? 'Will be created' : 'Not found'}>
                <Stack gap={4}>
                  {result.missing_teams.length > 0 ? <Text size="sm">Teams: {result.missing_teams.join(', ')}</Text> : null}
                  {result.missing_fields.length > 0 ? <Text size="sm">Fields: {result.missing_fields.join(', ')}</Text> : null}
                  {result.create_missing ? null : <Text size="sm">Tick "Create the teams and fields…" and preview again to create them.</Text>}
                </Stack>
              </Alert>
            ) : null}
            {withProblems.length > 0 ? (
              <Alert color="red" variant="light" title="Rows to fix">
                <List size="sm" spacing={4}>
                  {withProblems.map((row) => (
                    <List.Item key={row.line} style={{ overflowWrap: 'anywhere' }}>
                      Row {row.line}: {row.problems.join(' ')}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            <List size="sm" spacing={2} aria-label="Rows in the file">
              {result.rows.slice(0, ROWS_SHOWN).map((row) => (
                <List.Item key={row.line} style={{ overflowWrap: 'anywhere' }}>
                  Row {row.line}: {row.date} {row.time} · {row.home_team} v {row.away_team}
                  {row.status === 'final' ? ` · ${row.home_score}–${row.away_score}` : ''}
                  {row.field ? ` · ${row.field}` : ''}
                </List.Item>
              ))}
            </List>
            {result.rows.length > ROWS_SHOWN ? <Text size="sm">…and {plural(result.rows.length - ROWS_SHOWN, 'more row', 'more rows')}.</Text> : null}
            <Group>
              <Button onClick={runImport} loading={importMutation.isPending} disabled={withProblems.length > 0 || waitsForDates || previewMutation.isPending}>
                Import {plural(result.rows.length, 'game', 'games')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}

function requestOf(choice: Choice, csv: string) {
  return {
    season_id: choice.seasonId,
    division_id: choice.divisionId,
    csv,
    create_missing: choice.createMissing,
    names: Object.values(choice.names),
    ...(choice.dateOrder ? { date_order: choice.dateOrder } : {}),
  };
}

/** Which fields' messages a change clears. */
function fieldOfChoice(next: Partial<Choice>): Record<string, true> {
  return {
    ...('seasonId' in next ? { season_id: true } : {}),
    ...('divisionId' in next ? { division_id: true } : {}),
    ...('file' in next ? { csv: true } : {}),
  } as Record<string, true>;
}
