import { Group, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/layout/error-boundary';
import { toast } from '../../../lib/toast';
import { useLocation, useNavigate } from 'react-router';
import { readTrail, withTrail } from '../../../lib/history-trail';
import { isWaitlistView, WAITLIST_HISTORY_KEY, WaitlistDialogContext, type WaitlistDialogControls } from '../dialog-context';

// The wizard, the photo widget and the form libraries are one lazy chunk: none of it is part
// of a public page's first load (budget 170 KB); it is fetched on intent or on open.
const loadDialog = () => import('./waitlist-dialog');
const WaitlistDialog = lazy(loadDialog);

/**
 * Owns the one waitlist dialog of the app, opened from the header's Join Waitlist and from
 * /waitlist. Whether it is open is the history entry's (decision 046): Back closes it rather
 * than leaving the page, and a reload with it open opens it again. Once opened it stays
 * mounted; its draft is kept on the device until a successful join.
 */
export function WaitlistDialogProvider({ children }: { children: ReactNode }) {
  // Only the pure trail here (every page loads this file); the dialog's chunk has the hook.
  const location = useLocation();
  const navigate = useNavigate();
  const trail = readTrail(location.state, WAITLIST_HISTORY_KEY, 'closed', isWaitlistView);
  const opened = trail[trail.length - 1] !== 'closed';
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [joinedEmail, setJoinedEmail] = useState<string | null>(null);
  // Opened by the history (a reload, Forward): from then on it stays mounted like one opened by a button.
  if (opened && !loaded && !failed) setLoaded(true);
  const used = !failed && (loaded || opened);
  // The controls keep one identity (buttons memoise on them); they read the latest history.
  const history = useRef({ location, trail, opened });
  history.current = { location, trail, opened };
  const controls = useMemo<WaitlistDialogControls>(
    () => ({
      open: () => {
        setLoaded(true);
        setFailed(false);
        const { location: here, opened: open } = history.current;
        if (!open)
          navigate({ pathname: here.pathname, search: here.search, hash: here.hash }, { state: withTrail(here.state, WAITLIST_HISTORY_KEY, ['closed', 0]) });
      },
      preload: () => void loadDialog().catch(() => undefined), // retried on open
      joinedEmail,
    }),
    [joinedEmail, navigate],
  );
  return (
    <WaitlistDialogContext value={controls}>
      {children}
      {used ? (
        <ErrorBoundary
          fallback={({ reset }) => (
            <DialogFailed
              onDone={() => {
                // Back to the page's own entry: Back in the browser then leaves as usual.
                if (history.current.opened) navigate(-(history.current.trail.length - 1));
                setLoaded(false);
                setFailed(true);
                reset();
              }}
            />
          )}
        >
          <Suspense fallback={opened ? <DialogLoading /> : null}>
            <WaitlistDialog onJoined={setJoinedEmail} />
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
