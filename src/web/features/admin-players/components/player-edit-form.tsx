import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { AdminPlayerDetail } from '../../../../shared/api/players';
import { updatePlayerInputSchema, type UpdatePlayerInput } from '../../../../shared/schemas/players-admin';
import { GENDERS, JERSEY_SIZES, POSITIONS } from '../../../../shared/waitlist';
import { DateOfBirthInput } from '../../../components/player-fields/date-of-birth-input';
import { schemaResolver } from '../../../lib/schema-resolver';
import { applyServerErrors } from '../../../lib/server-errors';
import { toast } from '../../../lib/toast';
import { useUpdatePlayer } from '../api';
import { PLAYER_FORM_FIELDS, playerFormValues, toUpdateInput, type PlayerFormValues } from '../form-values';

const options = (values: readonly string[], empty: string) => [{ value: '', label: empty }, ...values.map((v) => ({ value: v, label: v }))];
const GENDER_OPTIONS = options(GENDERS, 'Not given');
const SIZE_OPTIONS = options(JERSEY_SIZES, 'Not given');
const POSITION_OPTIONS = options(POSITIONS, 'Not given');
const SKILL_OPTIONS = options(
  Array.from({ length: 10 }, (_, i) => String(i + 1)),
  'Not rated',
);

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
    <form noValidate onSubmit={submit} aria-label="Edit player">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="First name" required {...form.register('first_name')} error={errors.first_name?.message} />
          <TextInput label="Last name" required {...form.register('last_name')} error={errors.last_name?.message} />
          <TextInput label="Email" type="email" {...form.register('email')} error={errors.email?.message} />
          <TextInput label="Phone number" type="tel" {...form.register('phone_number')} error={errors.phone_number?.message} />
          <Controller
            control={form.control}
            name="date_of_birth"
            render={({ field, fieldState }) => (
              <DateOfBirthInput
                required={false}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <NativeSelect label="Gender" data={GENDER_OPTIONS} {...form.register('gender')} error={errors.gender?.message} />
          <NativeSelect label="Jersey size" data={SIZE_OPTIONS} {...form.register('jersey_size')} error={errors.jersey_size?.message} />
          <NativeSelect label="Skill level" data={SKILL_OPTIONS} {...form.register('skill_level')} error={errors.skill_level?.message} />
          <NativeSelect
            label="Preferred position"
            data={POSITION_OPTIONS}
            {...form.register('preferred_position')}
            error={errors.preferred_position?.message}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="positions_played"
          render={({ field, fieldState }) => (
            <Checkbox.Group label="Positions played" value={field.value} onChange={field.onChange} error={fieldState.error?.message}>
              <Group gap="md" mt={6}>
                {POSITIONS.map((position, index) => (
                  <Checkbox key={position} value={position} label={position} ref={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Emergency contact name"
            autoComplete="off"
            {...form.register('emergency_contact_name')}
            error={errors.emergency_contact_name?.message}
          />
          <TextInput
            label="Emergency contact phone"
            type="tel"
            autoComplete="off"
            {...form.register('emergency_contact_phone')}
            error={errors.emergency_contact_phone?.message}
          />
        </SimpleGrid>
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
  );
}
