import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { FallbackToasts } from '../components/layout/fallback-toasts';
import { AuthProvider } from '../features/auth/auth-context';
import { forgetPrivateData, onAccountChange } from '../features/auth/private-data';
import { usePublicSettings } from '../features/settings/api';
import { DEFAULT_TIME_ZONE } from '../../shared/settings';
import { LeagueTimeZoneProvider } from '../lib/league-time-zone';
import type { AuthStore } from '../features/auth/store';
import { watchNetworkStatus } from '../lib/network-status';
import { themeChoiceManager } from '../lib/theme-storage';
import { preloadWhenIdle } from '../lib/preload';
import { forgetKeptAnswers } from '../lib/service-worker';
import { loadNotifications, TOAST_DURATION_MS, TOAST_LIMIT, toast, whenToastsNeeded } from '../lib/toast';
import { cssVariablesResolver, theme } from './theme';

const colorSchemeManager = themeChoiceManager();

type NotificationsModule = Awaited<ReturnType<typeof loadNotifications>>;

interface AppProviderProps {
  queryClient: QueryClient;
  authStore: AuthStore;
  children: ReactNode;
}

export function AppProvider({ queryClient, authStore, children }: AppProviderProps) {
  // One account's data never shows to the next person in this browser (decision 055).
  // Signed out: the service worker's kept answers of the account go at once too (decision 073).
  useEffect(
    () =>
      onAccountChange(authStore, (next) => {
        forgetPrivateData(queryClient);
        if (next === null) forgetKeptAnswers();
      }),
    [authStore, queryClient],
  );
  useEffect(() => watchNetworkStatus(queryClient, ({ online, message }) => (online ? toast.success(message) : toast.warning(message))), [queryClient]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <DeferredNotifications />
      <QueryClientProvider client={queryClient}>
        <AuthProvider store={authStore}>
          <LeagueTimeZoneFromSettings>{children}</LeagueTimeZoneFromSettings>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The toasts' container, mounted when the page is idle or at the first toast (lib/toast.ts).
 * Its chunk may fail to come (the connection dropped first, issue 20): no error then, which
 * would take the whole page down; the toasts show in the small fallback list meanwhile, and
 * the chunk is asked for again when the connection is back.
 */
function DeferredNotifications() {
  const [loaded, setLoaded] = useState<NotificationsModule | null>(null);
  useEffect(() => {
    let active = true;
    const mount = () => {
      void loadNotifications().then(
        (module) => active && setLoaded(module),
        () => undefined,
      );
    };
    whenToastsNeeded(mount);
    preloadWhenIdle(async () => mount());
    window.addEventListener('online', mount);
    return () => {
      active = false;
      window.removeEventListener('online', mount);
    };
  }, []);
  return (
    <>
      {/* At the top: dialogs keep their actions at the bottom, where a toast covered them on phones (decision 063). */}
      {loaded ? <loaded.Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="top-center" /> : null}
      <FallbackToasts />
    </>
  );
}

/** Feeds the one time-zone hook (useLeagueTimeZone) from the public settings; the default until they load. */
function LeagueTimeZoneFromSettings({ children }: { children: ReactNode }) {
  return <LeagueTimeZoneProvider timeZone={usePublicSettings().data?.time_zone ?? DEFAULT_TIME_ZONE}>{children}</LeagueTimeZoneProvider>;
}
