import { Checkbox, Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { GENDERS, JERSEY_SIZES, POSITIONS, SKILL_MAX, SKILL_MIN } from '../../../shared/waitlist';
import { CheckboxChoiceGroup, RadioChoiceGroup } from '../ui/choice-group';
import { ControlledSelect, ControlledTextarea } from './controlled-inputs';
import { DateOfBirthInput } from './date-of-birth-input';
import type { PlayerFieldValues } from './values';

/*
 * The player field blocks of the waitlist wizard and /register (one set, product.md: the same
 * fields and messages where they overlap). Each reads the form of the surrounding
 * FormProvider, whose values include PlayerFieldValues.
 */

const SKILL_OPTIONS = [
  { value: '', label: 'Choose 1 to 10' },
  ...Array.from({ length: SKILL_MAX - SKILL_MIN + 1 }, (_, i) => String(SKILL_MIN + i)).map((value) => ({ value, label: value })),
];
const POSITION_OPTIONS = [{ value: '', label: 'Choose a position' }, ...POSITIONS.map((p) => ({ value: p, label: p }))];
const SIZE_OPTIONS = [{ value: '', label: 'Choose a size' }, ...JERSEY_SIZES.map((size) => ({ value: size, label: size }))];

export function NameFields() {
  const { register, formState } = useFormContext<PlayerFieldValues>();
  const { errors } = formState;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput label="First name" required autoComplete="given-name" {...register('first_name')} error={errors.first_name?.message} />
      <TextInput label="Last name" required autoComplete="family-name" {...register('last_name')} error={errors.last_name?.message} />
    </SimpleGrid>
  );
}

export function PhoneNumberField() {
  const { register, formState } = useFormContext<PlayerFieldValues>();
  return <TextInput label="Phone number" type="tel" required autoComplete="tel" {...register('phone_number')} error={formState.errors.phone_number?.message} />;
}

/** The shared date-of-birth input, bound to the surrounding form's date_of_birth. */
export function DateOfBirthField() {
  const { control } = useFormContext<PlayerFieldValues>();
  return (
    <Controller
      control={control}
      name="date_of_birth"
      render={({ field, fieldState }) => (
        <DateOfBirthInput
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function GenderField() {
  return (
    <RadioChoiceGroup
      name="gender"
      label="Gender"
      required
      options={GENDERS}
      wrap={(choices) => (
        <Group gap="lg" mt={6}>
          {choices}
        </Group>
      )}
      renderOption={(gender, props) => <Radio key={gender} value={gender} label={gender} {...props} />}
    />
  );
}

export function SkillLevelField() {
  return <ControlledSelect name="skill_level" label="Skill level" description="1 is just starting out, 10 is very experienced." data={SKILL_OPTIONS} numeric />;
}

/** Positions played, then the preferred one. */
export function PositionsFields() {
  return (
    <>
      <CheckboxChoiceGroup
        name="positions_played"
        label="Positions played"
        required
        options={POSITIONS}
        wrap={(choices) => (
          <Group gap="md" mt={6}>
            {choices}
          </Group>
        )}
        renderOption={(position, props) => <Checkbox key={position} value={position} label={position} {...props} />}
      />
      <ControlledSelect name="preferred_position" label="Preferred position" data={POSITION_OPTIONS} />
    </>
  );
}

export function JerseySizeField() {
  return <ControlledSelect name="jersey_size" label="Jersey size" data={SIZE_OPTIONS} />;
}

export function EmergencyContactFields() {
  const { register, formState } = useFormContext<PlayerFieldValues>();
  const { errors } = formState;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        label="Emergency contact name"
        required
        autoComplete="off"
        {...register('emergency_contact_name')}
        error={errors.emergency_contact_name?.message}
      />
      <TextInput
        label="Emergency contact phone"
        type="tel"
        required
        autoComplete="off"
        {...register('emergency_contact_phone')}
        error={errors.emergency_contact_phone?.message}
      />
    </SimpleGrid>
  );
}

/** The yes/no health statement, and the details when the answer is yes. */
export function PhysicalConditionsFields() {
  const { control } = useFormContext<PlayerFieldValues>();
  const hasConditions = useWatch({ control, name: 'has_physical_conditions' });
  return (
    <>
      <RadioChoiceGroup
        name="has_physical_conditions"
        label="Physical conditions"
        description="Do you have any physical conditions that might impact your participation?"
        required
        options={['yes', 'no'] as const}
        toValue={(value) => (value === undefined || value === null ? null : value ? 'yes' : 'no')}
        fromValue={(value) => value === 'yes'}
        wrap={(choices) => (
          <Group gap="lg" mt={6}>
            {choices}
          </Group>
        )}
        // Both report blur; the first takes the ref.
        renderOption={(answer, props) => <Radio key={answer} value={answer} label={answer === 'yes' ? 'Yes' : 'No'} {...props} />}
      />
      {hasConditions === true ? <ControlledTextarea name="physical_conditions_details" label="Physical conditions details" required /> : null}
    </>
  );
}
