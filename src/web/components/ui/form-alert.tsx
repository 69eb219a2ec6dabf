import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A form's server error (role="alert", read out at once) or its success note. */
export function FormAlert({ kind = 'error', title, children }: { kind?: 'error' | 'success'; title?: string; children: ReactNode }) {
  const error = kind === 'error';
  return (
    <Alert
      variant="light"
      color={error ? 'red' : 'teal'}
      title={title}
      role={error ? 'alert' : 'status'}
      icon={error ? <IconAlertCircle size={18} aria-hidden /> : <IconCircleCheck size={18} aria-hidden />}
    >
      {children}
    </Alert>
  );
}
