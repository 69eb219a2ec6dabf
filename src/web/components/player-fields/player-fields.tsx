import { Checkbox, Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { GENDERS, JERSEY_SIZES, POSITIONS, SKILL_MAX, SKILL_MIN } from '../../../shared/waitlist';
import { CheckboxChoiceGroup, RadioChoiceGroup } from '../ui/choice-group';
import { ControlledSelect, ControlledTextarea } from './controlled-inputs';
import { DateOfBirthInput } from './date-of-birth-input';
import type { PlayerFieldValues } from './values';

/*
 * The player field blocks (one set, product.md: the same fields and messages where they
 * overlap). The waitlist wizard and /register ask them of the person filling in, all required;
 * /profile and the admin's player form edit a stored record, where some may stay empty. Each
 * block reads the form of the surrounding FormProvider, whose values include PlayerFieldValues.
 */

/**
 * A select on a form that edits a stored record: it may be left empty, its first option says
 * so in that form's words ("No size yet", "Not given"), and the form holds the option's text,
 * '' for none. Without it the select is required and starts with a prompt ("Choose a size").
 */
interface ClearableProps {
  emptyLabel?: string;
}

/** Off on the admin's form, where the browser's autofill would offer the admin's own details. */
interface AutoFillProps {
  autoFill?: boolean;
}

interface PlayerSelectProps extends ClearableProps {
  name: keyof PlayerFieldValues;
  label: string;
  description?: string;
  options: readonly string[];
  /** The first option of a required select. */
  prompt: string;
  /** The field holds a number once chosen (skill level); a clearable one holds the text. */
  numeric?: boolean;
}

/** A select following ClearableProps: required with a prompt, or clearable with emptyLabel. */
function PlayerSelect({ emptyLabel, options, prompt, numeric = false, ...props }: PlayerSelectProps) {
  const clearable = emptyLabel !== undefined;
  const data = [{ value: '', label: emptyLabel ?? prompt }, ...options.map((value) => ({ value, label: value }))];
  return <ControlledSelect {...props} data={data} required={!clearable} empty={clearable ? '' : undefined} numeric={numeric && !clearable} />;
}

const SKILL_LEVELS = Array.from({ length: SKILL_MAX - SKILL_MIN + 1 }, (_, i) => String(SKILL_MIN + i));

export function NameFields({ autoFill = true }: AutoFillProps) {
  const { register, formState } = useFormContext<PlayerFieldValues>();
  const { errors } = formState;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        label="First name"
        required
        autoComplete={autoFill ? 'given-name' : undefined}
        {...register('first_name')}
        error={errors.first_name?.message}
      />
      <TextInput label="Last name" required autoComplete={autoFill ? 'family-name' : undefined} {...register('last_name')} error={errors.last_name?.message} />
    </SimpleGrid>
  );
}

interface PhoneNumberFieldProps extends AutoFillProps {
  /** /profile's reads "Contact phone number", apart from the sign-in number. */
  label?: string;
  description?: string;
  required?: boolean;
}

export function PhoneNumberField({ label = 'Phone number', description, required = true, autoFill = true }: PhoneNumberFieldProps) {
  const { register, formState } = useFormContext<PlayerFieldValues>();
  return (
    <TextInput
      label={label}
      description={description}
      type="tel"
      required={required}
      autoComplete={autoFill ? 'tel' : undefined}
      {...register('phone_number')}
      error={formState.errors.phone_number?.message}
    />
  );
}

/** The shared date-of-birth input, bound to the surrounding form's date_of_birth. */
export function DateOfBirthField({ required = true }: { required?: boolean }) {
  const { control } = useFormContext<PlayerFieldValues>();
  return (
    <Controller
      control={control}
      name="date_of_birth"
      render={({ field, fieldState }) => (
        <DateOfBirthInput
          required={required}
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

/** Required radio buttons; a clearable gender (a record may have none) is a select, which can go back to none. */
export function GenderField({ emptyLabel }: ClearableProps) {
  if (emptyLabel !== undefined) return <PlayerSelect name="gender" label="Gender" options={GENDERS} prompt={emptyLabel} emptyLabel={emptyLabel} />;
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

/** `hint`: the scale explained under the label, as the waitlist and /register show it; the admin's form goes without. */
export function SkillLevelField({ emptyLabel, hint = true }: ClearableProps & { hint?: boolean }) {
  return (
    <PlayerSelect
      name="skill_level"
      label="Skill level"
      description={hint ? '1 is just starting out, 10 is very experienced.' : undefined}
      options={SKILL_LEVELS}
      prompt="Choose 1 to 10"
      emptyLabel={emptyLabel}
      numeric
    />
  );
}

export function PositionsPlayedField({ required = true }: { required?: boolean }) {
  return (
    <CheckboxChoiceGroup
      name="positions_played"
      label="Positions played"
      required={required}
      options={POSITIONS}
      wrap={(choices) => (
        <Group gap="md" mt={6}>
          {choices}
        </Group>
      )}
      renderOption={(position, props) => <Checkbox key={position} value={position} label={position} {...props} />}
    />
  );
}

export function PreferredPositionField({ emptyLabel }: ClearableProps) {
  return <PlayerSelect name="preferred_position" label="Preferred position" options={POSITIONS} prompt="Choose a position" emptyLabel={emptyLabel} />;
}

/** Positions played, then the preferred one (the waitlist's experience step). */
export function PositionsFields() {
  return (
    <>
      <PositionsPlayedField />
      <PreferredPositionField />
    </>
  );
}

export function JerseySizeField({ emptyLabel }: ClearableProps) {
  return <PlayerSelect name="jersey_size" label="Jersey size" options={JERSEY_SIZES} prompt="Choose a size" emptyLabel={emptyLabel} />;
}

export function EmergencyContactFields({ required = true }: { required?: boolean }) {
  const { register, formState } = useFormContext<PlayerFieldValues>();
  const { errors } = formState;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        label="Emergency contact name"
        required={required}
        autoComplete="off"
        {...register('emergency_contact_name')}
        error={errors.emergency_contact_name?.message}
      />
      <TextInput
        label="Emergency contact phone"
        type="tel"
        required={required}
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
