import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createBrowserAuthStore } from './features/auth/create-auth-store';
import { installChunkReloadHandler } from './lib/chunk-reload';
import { createQueryClient } from './lib/query-client';
import { toast } from './lib/toast';

installChunkReloadHandler();

const authStore = createBrowserAuthStore();
const router = createAppRouter();
const queryClient = createQueryClient({
  notifyError: (message) => toast.error(message),
  // Spec §8: after "Session expired", to /login; signing in again returns to this page.
  onSessionExpired: () => {
    void authStore.refresh({ background: true });
    void router.navigate('/login', { state: { from: router.state.location } });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient} authStore={authStore}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
