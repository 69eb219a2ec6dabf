import { Anchor, Checkbox, Stack } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { ControlledTextarea } from '../../../../components/player-fields/controlled-inputs';
import { EmergencyContactFields, PhysicalConditionsFields } from '../../../../components/player-fields/player-fields';
import type { WaitlistFormValues } from '../../form-values';

/** Step 4, Contact & Health, with the waiver acceptance. */
export function ContactHealthStep({ onReadWaiver }: { onReadWaiver: () => void }) {
  const { control } = useFormContext<WaitlistFormValues>();

  return (
    <Stack gap="md">
      <EmergencyContactFields />
      <PhysicalConditionsFields />
      <ControlledTextarea name="notes" label="Notes" description="Anything else we should know (optional)." />
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
