import { ColorInput, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TEAM_NAME_MAX } from '../../../../shared/schemas/admin-teams';

/** The create and edit forms' values (the edit form leaves season and division empty: they stay). */
export interface TeamFormValues {
  season_id: string;
  division_id: string;
  name: string;
  primary_color: string;
  secondary_color: string;
}

interface TeamFieldsProps {
  control: Control<TeamFormValues>;
  register: UseFormRegister<TeamFormValues>;
  errors: FieldErrors<TeamFormValues>;
}

/** Name and colours, shared by the create and edit forms. */
export function TeamFields({ control, register, errors }: TeamFieldsProps) {
  return (
    <>
      <TextInput label="Team name" required maxLength={TEAM_NAME_MAX + 10} {...register('name')} error={errors.name?.message} />
      <Controller
        control={control}
        name="primary_color"
        render={({ field }) => (
          <ColorInput
            label="Primary colour"
            description="Hex colour, like #1c7ed6"
            required
            format="hex"
            withEyeDropper={false}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={errors.primary_color?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="secondary_color"
        render={({ field }) => (
          <ColorInput
            label="Secondary colour"
            description="Hex colour, like #ffffff"
            required
            format="hex"
            withEyeDropper={false}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={errors.secondary_color?.message}
          />
        )}
      />
    </>
  );
}
