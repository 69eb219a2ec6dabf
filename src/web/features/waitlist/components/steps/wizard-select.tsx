import { NativeSelect } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import type { WaitlistFormValues } from '../../form-values';

type SelectName = 'jersey_size' | 'skill_level' | 'preferred_position' | 'previous_team_id';

interface WizardSelectProps {
  name: SelectName;
  label: string;
  description?: string;
  /** The first option has the value '' and reads as the prompt ("Choose a size"). */
  data: { value: string; label: string }[];
  /** What '' stores: undefined for a required field (its message shows), null for a cleared one. */
  empty?: null;
  /** The field holds a number (skill level), the select's value is its text. */
  numeric?: boolean;
}

/**
 * A required select of a wizard step, controlled like WizardTextarea: steps unmount when the
 * wizard moves on, and the value must come back when the step is shown again.
 */
export function WizardSelect({ name, label, description, data, empty, numeric = false }: WizardSelectProps) {
  const { control } = useFormContext<WaitlistFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <NativeSelect
      label={label}
      description={description}
      required
      data={data}
      name={field.name}
      ref={field.ref}
      value={field.value === undefined || field.value === null ? '' : String(field.value)}
      onChange={(event) => {
        const raw = event.currentTarget.value;
        field.onChange(raw === '' ? empty : numeric ? Number(raw) : raw);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
