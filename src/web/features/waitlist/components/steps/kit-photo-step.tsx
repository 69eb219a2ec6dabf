import { Fieldset, NativeSelect, Stack } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { JERSEY_SIZES } from '../../../../../shared/waitlist';
import { PhotoField } from '../../../photos/components/photo-field';
import type { WaitlistFormValues } from '../../form-values';

const SIZE_OPTIONS = [{ value: '', label: 'Choose a size' }, ...JERSEY_SIZES.map((size) => ({ value: size, label: size }))];

/** Step 3, Player Kit & Photo. The photo is optional; it is uploaded when the form is sent. */
export function KitPhotoStep({ cropStackId }: { cropStackId: string }) {
  const { control } = useFormContext<WaitlistFormValues>();
  return (
    <Stack gap="md">
      <Controller
        control={control}
        name="jersey_size"
        render={({ field, fieldState }) => (
          <NativeSelect
            label="Jersey size"
            required
            data={SIZE_OPTIONS}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.currentTarget.value || undefined)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Fieldset legend="Photo (optional)" variant="unstyled">
        <Controller
          control={control}
          name="photo"
          render={({ field }) => <PhotoField value={field.value} onChange={field.onChange} cropStackId={cropStackId} />}
        />
      </Fieldset>
    </Stack>
  );
}
