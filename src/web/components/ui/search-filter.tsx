import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

/** Typing settles this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchFilterProps {
  label: string;
  placeholder: string;
  /** The search the list shows now (from the address); the box keeps its own text while typing. */
  value: string;
  onSearch: (value: string) => void;
}

/** A list's search box: answers as soon as typing settles, not on every key. */
export function SearchFilter({ label, placeholder, value, onSearch }: SearchFilterProps) {
  const [text, setText] = useState(value);
  const search = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      type="search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
    />
  );
}
