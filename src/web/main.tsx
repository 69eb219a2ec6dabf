import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { navigateToSignIn } from './app/layout/navigation-bridge';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { ErrorBoundary } from './components/layout/error-boundary';
import { ErrorFallback } from './components/layout/error-fallback';
import { createBrowserAuthStore } from './features/auth/create-auth-store';
import { installChunkReloadHandler } from './lib/chunk-reload';
import { startFromBrowserNetworkStatus } from './lib/network-status';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { toast } from './lib/toast';

installChunkReloadHandler();
startFromBrowserNetworkStatus();

const authStore = createBrowserAuthStore();
const queryClient = createQueryClient({
  notifyError: (message) => toast.error(message),
  // Spec §8: after "Session expired", to /login; signing in again returns to this page.
  onSessionExpired: () => {
    void authStore.refresh({ background: true });
    navigateToSignIn();
  },
});

// The installable app: the game-day pages stay readable offline (decisions 040, 058). Once it
// controls the page, what was read before it is read again through it, to be kept: the
// session (who this browser is), the roles, and every query, open or not (a referee's
// dashboard left for the game page).
registerServiceWorker({
  // The session first: the worker keeps a private answer only for the account it knows.
  onControl: () => {
    void authStore.refresh({ background: true }).then(() => queryClient.invalidateQueries({ refetchType: 'all' }, { cancelRefetch: false }));
  },
  // A slow network's answer came after the kept one was shown (decision 073): the pages on
  // screen read again, and get it.
  onLateAnswer: () => void queryClient.invalidateQueries({ refetchType: 'active' }, { cancelRefetch: false }),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient} authStore={authStore}>
      {/* Last resort for errors in the shell itself; pages have their own boundary in the
          layout, which keeps the header on screen. */}
      <ErrorBoundary fallback={({ error }) => <ErrorFallback error={error} onRetry={() => window.location.reload()} />}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </AppProvider>
  </StrictMode>,
);
