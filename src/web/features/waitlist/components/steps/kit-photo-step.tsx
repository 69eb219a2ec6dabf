import { Fieldset, Stack } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { JERSEY_SIZES } from '../../../../../shared/waitlist';
import { PhotoField } from '../../../photos/components/photo-field';
import type { WaitlistFormValues } from '../../form-values';
import { WizardSelect } from './wizard-select';

const SIZE_OPTIONS = [{ value: '', label: 'Choose a size' }, ...JERSEY_SIZES.map((size) => ({ value: size, label: size }))];

/** Step 3, Player Kit & Photo. The photo is optional; it is uploaded when the form is sent. */
export function KitPhotoStep({ cropStackId }: { cropStackId: string }) {
  const { control } = useFormContext<WaitlistFormValues>();
  return (
    <Stack gap="md">
      <JerseySizeField />
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

/** Shared with /register's player details step. */
export function JerseySizeField() {
  return <WizardSelect name="jersey_size" label="Jersey size" data={SIZE_OPTIONS} />;
}
