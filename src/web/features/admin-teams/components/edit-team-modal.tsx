import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateTeamInputSchema } from '../../../../shared/schemas/admin-teams';
import type { AdminTeamDetail } from '../../../../shared/api/teams';
import { FormAlert } from '../../../components/ui/form-alert';
import { schemaResolver } from '../../../lib/schema-resolver';
import { toast } from '../../../lib/toast';
import { useUpdateTeam } from '../api';
import { applyServerErrors } from '../../../lib/server-errors';
import { TeamFields, type TeamFormValues } from './team-fields';

const toInput = ({ name, primary_color, secondary_color }: TeamFormValues) => ({ name, primary_color, secondary_color });

/** Name and colours; the season and division of a team do not change (its roster is bound to them). */
export function EditTeamModal({ team, opened, onClose }: { team: AdminTeamDetail; opened: boolean; onClose: () => void }) {
  const update = useUpdateTeam(team.id);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => schemaResolver<TeamFormValues>(() => updateTeamInputSchema, toInput), []);
  const form = useForm<TeamFormValues>({
    resolver,
    defaultValues: { season_id: '', division_id: '', name: team.name, primary_color: team.primary_color, secondary_color: team.secondary_color },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(updateTeamInputSchema.parse(toInput(values)));
      toast.success('Team saved.');
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, ['name', 'primary_color', 'secondary_color'], form.setError));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Edit team" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TeamFields control={form.control} register={form.register} errors={form.formState.errors} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save team
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
