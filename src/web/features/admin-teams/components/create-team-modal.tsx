import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { createTeamInputSchema } from '../../../../shared/schemas/admin-teams';
import type { AdminTeamOptions } from '../../../../shared/api/teams';
import { FormAlert } from '../../../components/ui/form-alert';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast';
import { useCreateTeam } from '../api';
import { applyServerErrors } from '../../../lib/server-errors';
import { TeamFields, type TeamFormValues } from './team-fields';

interface CreateTeamModalProps {
  opened: boolean;
  onClose: () => void;
  options: AdminTeamOptions | undefined;
  /** The list's filters, as a head start for the form's season and division. */
  seasonId: string | null;
  divisionId: string | null;
}

/** A new team in a season and division; on success, its page (to fill the roster). */
export function CreateTeamModal({ opened, onClose, options, seasonId, divisionId }: CreateTeamModalProps) {
  const create = useCreateTeam();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<TeamFormValues>(() => createTeamInputSchema), []);
  const form = useForm<TeamFormValues>({
    resolver,
    defaultValues: { season_id: seasonId ?? '', division_id: divisionId ?? '', name: '', primary_color: '#1c7ed6', secondary_color: '#ffffff' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const team = await create.mutateAsync(createTeamInputSchema.parse(values));
      toast.success('Team created.');
      form.reset();
      onClose();
      void navigate(`/admin/teams/${team.id}`);
    } catch (error) {
      setFormError(applyServerErrors(error, ['season_id', 'division_id', 'name', 'primary_color', 'secondary_color'], form.setError));
    }
  });
  const seasons = options?.seasons ?? [];
  const divisions = options?.divisions ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title="New team" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <NativeSelect
            label="Season"
            required
            data={[{ value: '', label: 'Choose a season' }, ...seasons.map((s) => ({ value: s.id, label: s.name }))]}
            {...form.register('season_id')}
            error={errors.season_id?.message}
          />
          <NativeSelect
            label="Division"
            required
            data={[{ value: '', label: 'Choose a division' }, ...divisions.map((d) => ({ value: d.id, label: d.name }))]}
            {...form.register('division_id')}
            error={errors.division_id?.message}
          />
          <TeamFields control={form.control} register={form.register} errors={errors} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create team
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
