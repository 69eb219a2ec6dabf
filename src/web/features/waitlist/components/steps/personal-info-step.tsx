import { Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { DateOfBirthField, GenderField, NameFields, PhoneNumberField } from '../../../../components/player-fields/player-fields';
import type { WaitlistFormValues } from '../../form-values';

/** Step 1, Personal Info. */
export function PersonalInfoStep() {
  const { register, formState } = useFormContext<WaitlistFormValues>();
  return (
    <Stack gap="md">
      <NameFields />
      <TextInput label="Email" type="email" required autoComplete="email" {...register('email')} error={formState.errors.email?.message} />
      <PhoneNumberField />
      <DateOfBirthField />
      <GenderField />
    </Stack>
  );
}
