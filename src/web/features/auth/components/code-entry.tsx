import { Anchor, Button, Group, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface CodeEntryProps {
  /** The form's registration of its `code` field. */
  field: UseFormRegisterReturn<'code'>;
  error?: string;
  submitLabel: string;
  submitting: boolean;
  /** The way back to what the code was sent to: "Change email or details", "Use a different number". */
  changeLabel: string;
  onChange: () => void;
  onSendNewCode: () => void;
  sendingNewCode: boolean;
}

/**
 * The 6-digit code a person received, its submit button, and the two ways out (another
 * address or number, a new code): one shape for the mailed sign-up code and the texted
 * phone code. The surrounding form and its messages belong to the caller.
 */
export function CodeEntry({ field, error, submitLabel, submitting, changeLabel, onChange, onSendNewCode, sendingNewCode }: CodeEntryProps) {
  return (
    <>
      <TextInput label="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...field} error={error} />
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
      <Group justify="space-between" gap="xs">
        <Anchor component="button" type="button" size="sm" onClick={onChange}>
          {changeLabel}
        </Anchor>
        <Anchor component="button" type="button" size="sm" disabled={sendingNewCode} onClick={onSendNewCode}>
          Send a new code
        </Anchor>
      </Group>
    </>
  );
}
