import { Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { GENDERS } from '../../../../../shared/waitlist';
import { formatDateTyping, type SharedPlayerFields, type WaitlistFormValues } from '../../form-values';

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

// The blocks below are shared with /register's player details step (SharedPlayerFields).

export function NameFields() {
  const { register, formState } = useFormContext<SharedPlayerFields>();
  const { errors } = formState;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput label="First name" required autoComplete="given-name" {...register('first_name')} error={errors.first_name?.message} />
      <TextInput label="Last name" required autoComplete="family-name" {...register('last_name')} error={errors.last_name?.message} />
    </SimpleGrid>
  );
}

export function PhoneNumberField() {
  const { register, formState } = useFormContext<SharedPlayerFields>();
  return (
    <TextInput label="Phone number" type="tel" required autoComplete="tel" {...register('phone_number')} error={formState.errors.phone_number?.message} />
  );
}

export function DateOfBirthField() {
  const { control } = useFormContext<SharedPlayerFields>();
  return (
    <Controller
      control={control}
      name="date_of_birth"
      render={({ field, fieldState }) => (
        <TextInput
          label="Date of birth"
          required
          placeholder="yyyy-MM-dd"
          description="For example 1990-04-25"
          inputMode="numeric"
          autoComplete="bday"
          maxLength={10}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(formatDateTyping(event.currentTarget.value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function GenderField() {
  const { control } = useFormContext<SharedPlayerFields>();
  return (
    <Controller
      control={control}
      name="gender"
      render={({ field, fieldState }) => (
        <Radio.Group label="Gender" required name={field.name} value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message}>
          <Group gap="lg" mt={6}>
            {GENDERS.map((gender, index) => (
              <Radio key={gender} value={gender} label={gender} ref={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}
