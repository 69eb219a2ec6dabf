import { NativeSelect, Textarea } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';

interface ControlledSelectProps {
  /** A field of the surrounding form. */
  name: string;
  label: string;
  description?: string;
  /** The first option has the value '' and reads as the prompt ("Choose a size") or as none ("Not given"). */
  data: { value: string; label: string }[];
  /**
   * What '' stores: undefined for a required field (its message shows), null for a cleared one,
   * '' for a form that holds every field as text (profile, admin).
   */
  empty?: null | '';
  /** The field holds a number (skill level), the select's value is its text. */
  numeric?: boolean;
  required?: boolean;
}

/**
 * A select bound to the surrounding form as a controlled field: a wizard's steps unmount when
 * it moves on, and the value must come back when the step is shown again.
 */
export function ControlledSelect({ name, label, description, data, empty, numeric = false, required = true }: ControlledSelectProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <NativeSelect
      label={label}
      description={description}
      required={required}
      data={data}
      name={field.name}
      ref={field.ref}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) => {
        const raw = event.currentTarget.value;
        field.onChange(raw === '' ? empty : numeric ? Number(raw) : raw);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/**
 * A textarea bound to the surrounding form as a controlled field: an autosizing textarea may
 * swap its element after mounting, and an uncontrolled one would then come back empty when
 * its step is shown again.
 */
export function ControlledTextarea(props: { name: string; label: string; description?: string; required?: boolean }) {
  const { control } = useFormContext();
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
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
