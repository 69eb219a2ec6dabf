import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminScheduleGame, AdminScheduleOptions } from '../../../../shared/api/admin-schedule';
import { createGameInputSchema } from '../../../../shared/schemas/admin-schedule';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { useLeagueTimeZone } from '../../../lib/league-time-zone';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { fromZonedInput, skippedZonedInput, toZonedInput } from '../../../lib/zoned-time';
import { useCreateGame, useUpdateGame } from '../api';
import { gameTitle } from './game-actions';

/** The form as typed: the kick-off as a datetime-local value on the league's clocks, '' for none. */
interface GameValues {
  season_id: string;
  division_id: string;
  home_team_id: string;
  away_team_id: string;
  starts_at: string;
  field_id: string;
  referee_user_id: string;
  round: string;
}

const SERVER_FIELDS = ['home_team_id', 'away_team_id', 'starts_at', 'field_id', 'referee_user_id', 'round'] as const;

function requestOf(values: GameValues, timeZone: string) {
  const round = values.round.trim();
  return {
    home_team_id: values.home_team_id,
    away_team_id: values.away_team_id,
    // An unreadable value is sent as typed, so the schema names it.
    starts_at: fromZonedInput(values.starts_at, timeZone) ?? values.starts_at,
    field_id: values.field_id || null,
    referee_user_id: values.referee_user_id || null,
    round: round === '' ? undefined : Number(round),
  };
}

interface GameFormDialogProps {
  opened: boolean;
  /** null: a new game. */
  game: AdminScheduleGame | null;
  options: AdminScheduleOptions | undefined;
  /** The page's season and division filters: a new game starts there. */
  seasonId: string | null;
  divisionId: string | null;
  onClose: () => void;
}

/**
 * Add a game, or edit and move one: kick-off on the league's clocks, field, teams and round. A
 * slot that double-books a team, field or referee comes back as a 409 whose message names the
 * clash; it is shown under the field it concerns and nothing is saved.
 */
export function GameFormDialog({ opened, game, options, seasonId, divisionId, onClose }: GameFormDialogProps) {
  const timeZone = useLeagueTimeZone();
  const create = useCreateGame();
  const update = useUpdateGame();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      schemaResolver<GameValues>(
        () => createGameInputSchema,
        (values) => requestOf(values, timeZone),
      ),
    [timeZone],
  );
  const form = useForm<GameValues>({ resolver });
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset({
      season_id: game?.season_id ?? seasonId ?? options?.seasons[0]?.id ?? '',
      division_id: game?.division_id ?? divisionId ?? '',
      home_team_id: game?.home_team.id ?? '',
      away_team_id: game?.away_team.id ?? '',
      starts_at: toZonedInput(game?.starts_at ?? null, timeZone),
      field_id: game?.field?.id ?? '',
      referee_user_id: game?.referee?.id ?? '',
      round: String(game?.round ?? 1),
    });
    setFormError(null);
  }, [opened, game, seasonId, divisionId, options, timeZone, reset]);

  const chosenSeason = form.watch('season_id');
  const chosenDivision = form.watch('division_id');
  const teams = (options?.teams ?? []).filter((t) => t.season_id === chosenSeason && (!chosenDivision || t.division_id === chosenDivision));
  const teamChoices = [{ value: '', label: 'Choose a team' }, ...teams.map((t) => ({ value: t.id, label: t.name }))];

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    // The API takes an instant, so only here is 2:30 AM on a spring-forward day still what the
    // admin typed: say it does not exist rather than send the hour before (issue 19).
    const skipped = skippedZonedInput(values.starts_at, timeZone);
    if (skipped) {
      form.setError('starts_at', { message: skipped }, { shouldFocus: true });
      return;
    }
    const request = requestOf(values, timeZone);
    try {
      if (game) {
        const { referee_user_id: _referee, ...move } = request;
        await update.mutateAsync({ gameId: game.id, body: move });
        toast.success(`${gameTitle(game)} saved.`);
      } else {
        const saved = await create.mutateAsync(request);
        toast.success(`${gameTitle(saved)} added.`);
      }
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setFormError(applyServerErrors(error, SERVER_FIELDS, form.setError));
    }
  });

  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={game ? `Edit or move ${gameTitle(game)}` : 'Add a game'}
      centered
      closeButtonProps={{ 'aria-label': 'Cancel' }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {formError ? <FormAlert title="The game was not saved">{formError}</FormAlert> : null}
          {game ? null : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label="Season"
                data={(options?.seasons ?? []).map((s) => ({ value: s.id, label: s.name }))}
                {...form.register('season_id', { onChange: () => form.setValue('home_team_id', '') })}
              />
              <NativeSelect
                label="Division"
                data={[{ value: '', label: 'Any division' }, ...(options?.divisions ?? []).map((d) => ({ value: d.id, label: d.name }))]}
                {...form.register('division_id')}
              />
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect label="Home team" required data={teamChoices} {...form.register('home_team_id')} error={errors.home_team_id?.message} />
            <NativeSelect label="Away team" required data={teamChoices} {...form.register('away_team_id')} error={errors.away_team_id?.message} />
          </SimpleGrid>
          <TextInput
            label="Kick-off"
            description="The league's local time"
            type="datetime-local"
            required
            data-autofocus
            {...form.register('starts_at')}
            error={errors.starts_at?.message}
          />
          <NativeSelect
            label="Field"
            data={[{ value: '', label: 'No field yet' }, ...(options?.fields ?? []).map((f) => ({ value: f.id, label: `${f.name}, ${f.venue_name}` }))]}
            {...form.register('field_id')}
            error={errors.field_id?.message}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Round" inputMode="numeric" {...form.register('round')} error={errors.round?.message} />
            {game ? null : (
              <NativeSelect
                label="Referee"
                data={[{ value: '', label: 'No referee' }, ...(options?.referees ?? []).map((r) => ({ value: r.id, label: r.name }))]}
                {...form.register('referee_user_id')}
                error={errors.referee_user_id?.message}
              />
            )}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {game ? 'Save game' : 'Add game'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
