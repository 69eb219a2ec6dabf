import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * The one password input. Its show/hide button is named "Show characters" (pressed while
 * shown) rather than Mantine's "Toggle password visibility": a second element whose name
 * contains "password" made a lookup by the field's label ambiguous.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }} />;
}
