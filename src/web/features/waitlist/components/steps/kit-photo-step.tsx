import { Fieldset, Stack } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { PhotoField } from '../../../photos';
import { JerseySizeField } from '../../../../components/player-fields/player-fields';
import type { WaitlistFormValues } from '../../form-values';

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
