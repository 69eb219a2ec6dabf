import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { toast } from '../../../lib/toast';
import { WaitlistDialogContext, type WaitlistDialogControls } from '../dialog-context';

// The wizard, the photo widget and the form libraries are one lazy chunk: none of it is part
// of a public page's first load (budget 170 KB); it is fetched on intent or on open.
const loadDialog = () => import('./waitlist-dialog');
const WaitlistDialog = lazy(loadDialog);

/**
 * Owns the one waitlist dialog of the app, opened from the header's Join Waitlist and from
 * /waitlist. Once opened it stays mounted, so a draft survives Cancel until the page reloads.
 */
export function WaitlistDialogProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const controls = useMemo<WaitlistDialogControls>(
    () => ({
      open: () => {
        setUsed(true);
        setOpened(true);
      },
      preload: () => void loadDialog().catch(() => undefined), // retried on open
    }),
    [],
  );
  return (
    <WaitlistDialogContext value={controls}>
      {children}
      {used ? (
        <ErrorBoundary
          fallback={({ reset }) => (
            <DialogFailed
              onDone={() => {
                setOpened(false);
                setUsed(false);
                reset();
              }}
            />
          )}
        >
          <Suspense fallback={<DialogLoading />}>
            <WaitlistDialog opened={opened} onClose={() => setOpened(false)} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </WaitlistDialogContext>
  );
}

/** While the wizard's code arrives (a plain element: Mantine's Overlay would join every first load). */
function DialogLoading() {
  return (
    <div className="dialog-loading">
      <Group gap="sm" role="status" aria-live="polite" className="dialog-loading-box">
        <Loader size="sm" aria-hidden />
        <Text>Loading...</Text>
      </Group>
    </div>
  );
}

/** The wizard's code could not be fetched (offline, say): say so, and let the button try again. */
function DialogFailed({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    toast.error('The waitlist form could not be loaded. Check your connection and try again.');
    onDone();
  }, [onDone]);
  return null;
}
