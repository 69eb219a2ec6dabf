import { Container } from '@mantine/core';
import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/layout/error-boundary';
import { ErrorFallback } from '../../components/layout/error-fallback';
import { OfflinePage } from '../../components/layout/offline-page';
import { PageLoader } from '../../components/layout/page-loader';
import { SiteFooter } from '../../components/layout/site-footer';
import { SkipLink } from '../../components/layout/skip-link';
import { useAuth } from '../../features/auth';
import { isChunkLoadError } from '../../lib/chunk-reload';
import { useContactAddress, useLeagueName } from '../../features/settings/api';
import { WaitlistDialogProvider } from '../../features/waitlist/components/waitlist-dialog-provider';
import { sectionKey } from './section-key';
import { NavigationBridge } from './navigation-bridge';
import { SiteHeader } from './site-header';
import { useScrollToTopOnNavigation } from './use-scroll-to-top';

const MAIN_ID = 'main-content';

/**
 * Header and footer around every page (spec §2), with the page's own loading and error
 * states, and the waitlist dialog that the header's Join Waitlist opens.
 */
export function RootLayout() {
  const location = useLocation();
  const leagueName = useLeagueName();
  const contactAddress = useContactAddress();
  useFocusMainOnNavigation(location.pathname);
  useScrollToTopOnNavigation();
  const key = sectionKey(location.pathname);

  return (
    <WaitlistDialogProvider>
      <div className="app-shell">
        <SkipLink targetId={MAIN_ID} />
        <SiteHeader />
        <main id={MAIN_ID} tabIndex={-1} className="app-main">
          <Container size="lg" py="lg">
            {/* Keyed by path (or by area, see sectionKey): a new page starts without the last
                page's error, and shows the spinner while its chunk loads even though the router
                navigates in a transition. */}
            <ErrorBoundary key={key} fallback={({ error, reset }) => <PageError error={error} reset={reset} />}>
              <Suspense key={key} fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </Container>
        </main>
        <SiteFooter leagueName={leagueName} contactAddress={contactAddress} />
        <NavigationBridge />
        <QueuedWrites />
      </div>
    </WaitlistDialogProvider>
  );
}

const reloadPage = () => window.location.reload();

type SendersComponent = ComponentType<{ userId: string }>;
const loadSenders = () => import('./queued-write-senders');

/**
 * The signed-in person's writes kept on the phone are sent from any page (decision 058). The
 * senders are a chunk of their own (off the first load of signed-out visitors), loaded without
 * Suspense: a chunk that cannot come (offline before it was kept) must not take the page down;
 * it is asked for again when the connection is back.
 */
function QueuedWrites() {
  const userId = useAuth().user?.id;
  const [Senders, setSenders] = useState<SendersComponent | null>(null);
  const signedIn = Boolean(userId);
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    const load = () => {
      void loadSenders().then(
        (module) => active && setSenders(() => module.default),
        () => undefined,
      );
    };
    load();
    window.addEventListener('online', load);
    return () => {
      active = false;
      window.removeEventListener('online', load);
    };
  }, [signedIn]);
  return userId && Senders ? <Senders userId={userId} /> : null;
}

/**
 * A page that failed. Its code not fetched while offline: not kept on this device, said
 * plainly, and loaded when the connection is back (decision 058); otherwise the spec's error.
 */
function PageError({ error, reset }: { error: unknown; reset: () => void }) {
  if (isChunkLoadError(error) && !navigator.onLine) return <OfflinePage asPage onOnline={reloadPage} />;
  return <ErrorFallback error={error} onRetry={isChunkLoadError(error) ? reloadPage : reset} />;
}

/**
 * After a client-side navigation, screen readers and keyboard users start at the new page's
 * content rather than wherever focus was (the link just used, often in the header).
 */
function useFocusMainOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
