import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProvider } from '../app/provider';
import { createAuthStore } from '../features/auth/store';
import type { AuthUser } from '../features/auth/types';
import { createQueryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { fakeApi, type FakeApi } from './fake-api';

/** Who is signed in: nobody, or a user with one effective role ('' for a plain player). */
export type TestViewer = null | { user?: Partial<AuthUser>; role: string };

export interface RenderOptions {
  viewer?: TestViewer;
  /** The address the page is shown at (MemoryRouter); the history starts there. */
  route?: string;
  /** The route's pattern, when the component reads its params, e.g. '/referee/games/:gameId'. */
  path?: string;
  /** The server's answers (test/fake-api.ts); without one, only the public settings are answered. */
  api?: FakeApi;
}

/** A session store that knows the viewer at once: no request for the session or the roles. */
function fixedAuthStore(viewer: TestViewer) {
  const user: AuthUser | null = viewer ? { id: 'viewer', name: 'Test Viewer', email: 'viewer@example.com', ...viewer.user } : null;
  return createAuthStore({
    fetchSession: async () => (user ? { user, session: { id: 'session', userId: user.id, expiresAt: '2100-01-01T00:00:00.000Z' } } : null),
    fetchRole: async () => viewer?.role ?? '',
    linkPhone: async () => undefined,
    logError: () => undefined,
    defer: (task) => task(),
  });
}

/**
 * Renders a component inside the app's own providers (app/provider.tsx: the theme, React
 * Query, the session, the league's time zone, the toasts) and a MemoryRouter, as main.tsx
 * does in the browser. The network is a fakeApi (test/fake-api.ts): every request is answered
 * there or refused, none leaves the test.
 * Queries and mutations do not retry here, so a refused request shows its message at once.
 */
export function renderWithProviders(ui: ReactElement, { viewer = null, route = '/', path, api = fakeApi() }: RenderOptions = {}) {
  const queryClient = createQueryClient({ notifyError: (message) => toast.error(message), onSessionExpired: () => undefined });
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ queries: { ...defaults.queries, retry: false }, mutations: { ...defaults.mutations, retry: false } });
  // No pause between key strokes: typing is instant, the events are the same.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <AppProvider queryClient={queryClient} authStore={fixedAuthStore(viewer)}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, user, queryClient, api };
}
