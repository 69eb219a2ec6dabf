import { TextInput } from '@mantine/core';
import { useState, type Ref } from 'react';
import { DATE_ORDER_HINT, describeIsoDate, formatDateForTyping, parseTypedDate } from '../../lib/parse-date';

interface DateOfBirthInputProps {
  /** yyyy-MM-dd once the text reads as a date; until then the text as typed (which the schema refuses). */
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
}

const NOT_A_DATE = 'Enter a real date, day first: for example 25/04/1990.';

/**
 * The one date-of-birth field (decision 046): typed the way people write dates (25/04/1990,
 * 25.04.1990, 1990-04-25, 25 April 1990), stored as the spec's yyyy-MM-dd, and read back in
 * words under the field ("Read as 25 April 1990") so a day and month taken the wrong way
 * round show at once.
 */
export function DateOfBirthInput({ value, onChange, onBlur, error, name, inputRef, required = true }: DateOfBirthInputProps) {
  const stored = value ?? '';
  const [text, setText] = useState(() => formatDateForTyping(stored));
  // The last value this field sent: any other value came from outside (a draft, a prefill, a reset).
  const [sent, setSent] = useState(stored);
  if (stored !== sent) {
    setSent(stored);
    setText(formatDateForTyping(stored));
  }
  const parsed = parseTypedDate(text);
  const description = parsed.ok ? `Read as ${describeIsoDate(parsed.iso)}` : DATE_ORDER_HINT;
  // The schema's own words would ask for yyyy-MM-dd, which this field does not need.
  const shownError = error && !parsed.ok && parsed.reason !== 'empty' ? NOT_A_DATE : error;

  return (
    <TextInput
      label="Date of birth"
      required={required}
      placeholder="dd/mm/yyyy"
      description={description}
      autoComplete="bday"
      name={name}
      ref={inputRef}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        const result = parseTypedDate(next);
        const nextValue = result.ok ? result.iso : next.trim();
        setText(next);
        setSent(nextValue);
        onChange(nextValue);
      }}
      onBlur={() => {
        // Once read, the text is shown the league's way, so what is stored is what is seen.
        if (parsed.ok) setText(formatDateForTyping(parsed.iso));
        onBlur?.();
      }}
      error={shownError}
    />
  );
}
