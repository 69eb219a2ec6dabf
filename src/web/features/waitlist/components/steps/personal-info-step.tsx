import { Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { GENDERS } from '../../../../../shared/waitlist';
import { formatDateTyping, type WaitlistFormValues } from '../../form-values';

/** Step 1, Personal Info. */
export function PersonalInfoStep() {
  const { register, control, formState } = useFormContext<WaitlistFormValues>();
  const { errors } = formState;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="First name" required autoComplete="given-name" {...register('first_name')} error={errors.first_name?.message} />
        <TextInput label="Last name" required autoComplete="family-name" {...register('last_name')} error={errors.last_name?.message} />
      </SimpleGrid>
      <TextInput label="Email" type="email" required autoComplete="email" {...register('email')} error={errors.email?.message} />
      <TextInput label="Phone number" type="tel" required autoComplete="tel" {...register('phone_number')} error={errors.phone_number?.message} />
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
    </Stack>
  );
}
