import { Anchor, Checkbox, Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useController, useFormContext, useWatch } from 'react-hook-form';
import type { SharedPlayerFields, WaitlistFormValues } from '../../form-values';

/** Step 4, Contact & Health, with the waiver acceptance. */
export function ContactHealthStep({ onReadWaiver }: { onReadWaiver: () => void }) {
  const { control } = useFormContext<WaitlistFormValues>();

  return (
    <Stack gap="md">
      <EmergencyContactFields />
      <PhysicalConditionsFields />
      <WizardTextarea name="notes" label="Notes" description="Anything else we should know (optional)." />
      <Controller
        control={control}
        name="mailing_list_opt_in"
        render={({ field }) => (
          <Checkbox
            label="Add me to the league's mailing list"
            name={field.name}
            ref={field.ref}
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
      <Stack gap={4}>
        <Controller
          control={control}
          name="waiver_accepted"
          render={({ field, fieldState }) => (
            <Checkbox
              label="I accept the League Waiver & Release"
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Anchor component="button" type="button" size="sm" onClick={onReadWaiver} ta="left" ml={32}>
          Read the League Waiver &amp; Release
        </Anchor>
      </Stack>
    </Stack>
  );
}

// Shared with /register's player details step (SharedPlayerFields).

export function EmergencyContactFields() {
  const { register, formState } = useFormContext<SharedPlayerFields>();
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

/** The yes/no question, and the details when the answer is yes. */
export function PhysicalConditionsFields() {
  const { control } = useFormContext<SharedPlayerFields>();
  const hasConditions = useWatch({ control, name: 'has_physical_conditions' });
  return (
    <>
      <Controller
        control={control}
        name="has_physical_conditions"
        render={({ field, fieldState }) => (
          <Radio.Group
            label="Physical conditions"
            description="Do you have any physical conditions that might impact your participation?"
            required
            name={field.name}
            value={field.value === undefined ? null : field.value ? 'yes' : 'no'}
            onChange={(value) => field.onChange(value === 'yes')}
            error={fieldState.error?.message}
          >
            <Group gap="lg" mt={6}>
              <Radio value="yes" label="Yes" ref={field.ref} onBlur={field.onBlur} />
              <Radio value="no" label="No" onBlur={field.onBlur} />
            </Group>
          </Radio.Group>
        )}
      />
      {hasConditions === true ? (
        <WizardTextarea name="physical_conditions_details" label="Physical conditions details" required />
      ) : null}
    </>
  );
}

/**
 * A textarea bound to the wizard's form as a controlled field: an autosizing textarea may
 * swap its element after mounting, and an uncontrolled one would then come back empty when
 * its step is shown again.
 */
function WizardTextarea(props: { name: 'notes' | 'physical_conditions_details'; label: string; description?: string; required?: boolean }) {
  const { control } = useFormContext<WaitlistFormValues>();
  const { field, fieldState } = useController({ control, name: props.name });
  return (
    <Textarea
      label={props.label}
      description={props.description}
      required={props.required}
      autosize
      minRows={2}
      name={field.name}
      ref={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
