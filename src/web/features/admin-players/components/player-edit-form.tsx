import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { AdminPlayerDetail } from '../../../../shared/api/players';
import { updatePlayerInputSchema, type UpdatePlayerInput } from '../../../../shared/schemas/admin-players';
import {
  DateOfBirthField,
  EmergencyContactFields,
  GenderField,
  JerseySizeField,
  NameFields,
  PhoneNumberField,
  PositionsPlayedField,
  PreferredPositionField,
  SkillLevelField,
} from '../../../components/player-fields/player-fields';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useUpdatePlayer } from '../api';
import { PLAYER_FORM_FIELDS, playerFormValues, toUpdateInput, type PlayerFormValues } from '../form-values';

/** The admin's edit of a player's own fields; on an error everything typed stays. */
export function PlayerEditForm({ player }: { player: AdminPlayerDetail }) {
  const update = useUpdatePlayer();
  const hadPositions = player.positions_played.length > 0;
  const resolver = useMemo(
    () =>
      schemaResolver<PlayerFormValues>(
        () => updatePlayerInputSchema,
        (values) => toUpdateInput(values, hadPositions),
      ),
    [hadPositions],
  );
  const form = useForm<PlayerFormValues>({ mode: 'onChange', resolver, defaultValues: playerFormValues(player) });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    // The resolver has checked exactly this body against updatePlayerInputSchema.
    return update.mutateAsync({ id: player.id, body: toUpdateInput(values, hadPositions) as UpdatePlayerInput }).then(
      (saved) => {
        form.reset(playerFormValues(saved));
        toast.success('Player saved.');
      },
      (error: unknown) => {
        // The server's field messages under their fields; anything else above the button.
        setFormError(applyServerErrors(error, PLAYER_FORM_FIELDS, form.setError));
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label="Edit player">
        <Stack gap="md">
          {/* Someone else's details: no autofill, and any field but the name may stay empty. */}
          <NameFields autoFill={false} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Email" type="email" {...form.register('email')} error={errors.email?.message} />
            <PhoneNumberField required={false} autoFill={false} />
            <DateOfBirthField required={false} />
            <GenderField emptyLabel="Not given" />
            <JerseySizeField emptyLabel="Not given" />
            <SkillLevelField emptyLabel="Not rated" hint={false} />
            <PreferredPositionField emptyLabel="Not given" />
          </SimpleGrid>
          <PositionsPlayedField required={false} />
          <EmergencyContactFields required={false} />
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save player
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
