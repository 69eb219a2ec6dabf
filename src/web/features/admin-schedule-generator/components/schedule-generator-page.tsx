import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { SchedulePreview, ScheduleSetup } from '../../../../shared/api/schedule-generator';
import { schedulePreviewInputSchema } from '../../../../shared/schemas/schedule-generator';
import { PageLoader } from '../../../components/layout/page-loader';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { usePreviewSchedule, useSaveSchedule, useScheduleSetup } from '../api';
import { clearDraft, defaultGeneratorValues, GENERATOR_FIELDS, type GeneratorFormValues, loadDraft, saveDraft, toPreviewInput } from '../form-values';
import { GeneratorForm } from './generator-form';
import { ProposedGames } from './proposed-games';
import { DivisionGamesNotice, ScheduleReport } from './schedule-report';

/** /admin/seasons/:seasonId/divisions/:divisionId/schedule: generate, preview, save (decision 039). */
export function ScheduleGeneratorPage({ seasonId, divisionId }: { seasonId: string; divisionId: string }) {
  const setup = useScheduleSetup(seasonId, divisionId);
  if (setup.isPending) return <PageLoader />;
  if (setup.error || !setup.data) {
    return (
      <Stack>
        <PageHeader title="Division schedule" />
        <Alert color="red" variant="light" role="alert" title="The division could not be loaded">
          {setup.error?.message ?? 'Please try again.'}
        </Alert>
        <Anchor component={Link} to="/admin/seasons">
          Back to seasons
        </Anchor>
      </Stack>
    );
  }
  return <GeneratorWorkspace setup={setup.data} />;
}

function GeneratorWorkspace({ setup }: { setup: ScheduleSetup }) {
  const seasonId = setup.season.id;
  const divisionId = setup.division.id;
  const form = useForm<GeneratorFormValues>({
    defaultValues: loadDraft(seasonId, divisionId) ?? defaultGeneratorValues(setup),
    resolver: schemaResolver(() => schedulePreviewInputSchema, toPreviewInput),
  });
  const previewMutation = usePreviewSchedule(seasonId, divisionId);
  const saveMutation = useSaveSchedule(seasonId, divisionId);
  const [preview, setPreview] = useState<{ result: SchedulePreview; replaceUnplayed: boolean } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const focusPreview = useRef(false);

  // The report is below a long form: a new preview takes the reader there, once it is drawn.
  useEffect(() => {
    if (!preview || !focusPreview.current) return;
    focusPreview.current = false;
    previewHeading.current?.focus();
  }, [preview]);

  // Every change is kept for Back and reload; a preview of other settings is no longer the one to save.
  useEffect(() => {
    const subscription = form.watch((values) => {
      saveDraft(seasonId, divisionId, values as GeneratorFormValues);
      setPreview(null);
    });
    return () => subscription.unsubscribe();
  }, [form, seasonId, divisionId]);

  const generate = (values: GeneratorFormValues) => {
    setFormError(null);
    setSaveError(null);
    setSaved(null);
    previewMutation.mutate(toPreviewInput(values), {
      onSuccess: (result) => {
        focusPreview.current = true;
        setPreview({ result, replaceUnplayed: values.replace_unplayed });
      },
      onError: (error) => setFormError(applyServerErrors(error, GENERATOR_FIELDS, form.setError)),
    });
  };

  const save = () => {
    if (!preview) return;
    setSaveError(null);
    const games = preview.result.games.map(({ round, home_team_id, away_team_id, field_id, starts_at }) => ({
      round,
      home_team_id,
      away_team_id,
      field_id,
      starts_at,
    }));
    saveMutation.mutate(
      { games, replace_unplayed: preview.replaceUnplayed, played_game_ids: preview.result.division_games.played_game_ids },
      {
        onSuccess: (answer) => {
          clearDraft(seasonId, divisionId);
          setSaved(answer.created);
          setPreview(null);
          toast.success(`${answer.created} games saved.`);
        },
        onError: (error) => setSaveError(isApiError(error) ? error.message : 'The schedule was not saved. Please try again.'),
      },
    );
  };

  const teamCount = setup.teams.length;
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Schedule: ${setup.division.name}`}
        description={`${setup.season.name} · ${teamCount} ${teamCount === 1 ? 'team' : 'teams'} · times in ${setup.time_zone}`}
      />
      <Anchor component={Link} to="/admin/seasons" size="sm">
        Back to seasons
      </Anchor>
      {teamCount < 2 ? (
        <Alert color="orange" variant="light" role="status" title="Not enough teams">
          The division needs at least two teams in this season to make a schedule. Add teams on the teams page.
        </Alert>
      ) : null}
      {saved !== null ? (
        <FormAlert kind="success" title="Schedule saved">
          <Text size="sm">
            {saved} games are on the schedule.{' '}
            <Anchor component={Link} to={`/admin/schedule?season_id=${seasonId}&division_id=${divisionId}`}>
              Open them on the admin schedule
            </Anchor>
          </Text>
        </FormAlert>
      ) : null}

      <SectionCard id="generator-settings" title="Settings">
        <Stack gap="md">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <GeneratorForm form={form} setup={setup} pending={previewMutation.isPending} onSubmit={generate} />
        </Stack>
      </SectionCard>

      {preview ? (
        <Stack gap="md" component="section" aria-labelledby="schedule-preview">
          <Title order={2} size="h3" id="schedule-preview" ref={previewHeading} tabIndex={-1}>
            Preview
          </Title>
          <DivisionGamesNotice divisionGames={preview.result.division_games} />
          <ScheduleReport report={preview.result.report} />
          {saveError ? <FormAlert>{saveError}</FormAlert> : null}
          <Group>
            <Button size="md" onClick={save} loading={saveMutation.isPending} disabled={preview.result.games.length === 0}>
              Save schedule
            </Button>
          </Group>
          <Title order={2} size="h4">
            Games by round
          </Title>
          <ProposedGames games={preview.result.games} />
        </Stack>
      ) : null}
    </Stack>
  );
}
