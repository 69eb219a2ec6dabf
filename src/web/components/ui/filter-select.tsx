import { NativeSelect, type NativeSelectProps } from '@mantine/core';

export interface FilterOption<T extends string = string> {
  value: T;
  label: string;
}

interface FilterSelectProps<T extends string> extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange' | 'label'> {
  label: string;
  /** The first choice, no filter: "All seasons", "Any registration"... */
  allLabel: string;
  options: readonly FilterOption<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
  /**
   * The label of the chosen value while it is not among the options (they are still loading, or
   * it came from a link), so it stays selected. Without it, the options are shown as they are.
   */
  chosenLabel?: string;
}

/** Keeps a chosen value selectable while it is not among the options. */
export function withChosen<T extends string>(options: readonly FilterOption<T>[], value: T | null, label: string | undefined): readonly FilterOption<T>[] {
  if (label === undefined || value === null || options.some((o) => o.value === value)) return options;
  return [...options, { value, label }];
}

/** A labelled select filtering a list: "All …" (null) or one of the options. */
export function FilterSelect<T extends string>({ label, allLabel, options, value, onChange, chosenLabel, ...props }: FilterSelectProps<T>) {
  const choices = withChosen(options, value, chosenLabel);
  return (
    <NativeSelect
      {...props}
      label={label}
      data={[{ value: '', label: allLabel }, ...choices]}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(choices.find((o) => o.value === chosen)?.value ?? null);
      }}
    />
  );
}
