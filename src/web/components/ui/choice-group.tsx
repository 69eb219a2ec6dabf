import { Checkbox, Radio } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/** What each choice gets: the first one takes the field's ref (focus on error), all report blur. */
export interface ChoiceProps {
  ref: Ref<HTMLInputElement> | undefined;
  onBlur: () => void;
}

interface ChoiceGroupProps<T> {
  /** A field of the surrounding form (FormProvider). */
  name: string;
  label: string;
  description?: string;
  required?: boolean;
  options: readonly T[];
  /** One choice, e.g. `<Radio value={o} label={o} {...props} />`, inside `wrap` (a Group or Stack). */
  renderOption: (option: T, props: ChoiceProps, index: number) => ReactNode;
  wrap: (choices: ReactNode) => ReactNode;
}

/** A radio group bound to the surrounding form; `toValue`/`fromValue` convert non-text fields (yes/no). */
export function RadioChoiceGroup<T>({
  name,
  label,
  description,
  required,
  options,
  renderOption,
  wrap,
  toValue = (value) => (typeof value === 'string' && value !== '' ? value : null),
  fromValue = (value) => value,
  focusIndex = 0,
  errorAbove = false,
}: ChoiceGroupProps<T> & {
  toValue?: (value: unknown) => string | null;
  fromValue?: (value: string) => unknown;
  /** The choice that takes the field's ref (focus on error): the first one that is not disabled. */
  focusIndex?: number;
  /** The message above the choices: under a long list of cards it would be off screen when the first one is focused. */
  errorAbove?: boolean;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  return (
    <Radio.Group
      label={label}
      description={description}
      required={required}
      name={field.name}
      value={toValue(field.value)}
      onChange={(value) => field.onChange(fromValue(value))}
      error={fieldState.error?.message}
      inputWrapperOrder={errorAbove ? ['label', 'description', 'error', 'input'] : undefined}
    >
      {wrap(options.map((option, index) => renderOption(option, { ref: index === focusIndex ? field.ref : undefined, onBlur: field.onBlur }, index)))}
    </Radio.Group>
  );
}

/** A checkbox group bound to the surrounding form (the field holds the checked values). */
export function CheckboxChoiceGroup<T>({ name, label, description, required, options, renderOption, wrap }: ChoiceGroupProps<T>) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox.Group
      label={label}
      description={description}
      required={required}
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={field.onChange}
      error={fieldState.error?.message}
    >
      {wrap(options.map((option, index) => renderOption(option, { ref: index === 0 ? field.ref : undefined, onBlur: field.onBlur }, index)))}
    </Checkbox.Group>
  );
}
