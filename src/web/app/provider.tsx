import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { forgetPrivateData, onAccountChange } from '../features/auth/private-data';
import { usePublicSettings } from '../features/settings/api';
import { DEFAULT_TIME_ZONE } from '../../shared/settings';
import { LeagueTimeZoneProvider } from '../lib/league-time-zone';
import type { AuthStore } from '../features/auth/store';
import { watchNetworkStatus } from '../lib/network-status';
import { themeChoiceManager } from '../lib/theme-storage';
import { preloadWhenIdle } from '../lib/preload';
import { loadNotifications, TOAST_DURATION_MS, TOAST_LIMIT, toast, whenToastsNeeded } from '../lib/toast';
import { cssVariablesResolver, theme } from './theme';

const colorSchemeManager = themeChoiceManager();
const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })));

interface AppProviderProps {
  queryClient: QueryClient;
  authStore: AuthStore;
  children: ReactNode;
}

export function AppProvider({ queryClient, authStore, children }: AppProviderProps) {
  // One account's data never shows to the next person in this browser (decision 055).
  useEffect(() => onAccountChange(authStore, () => forgetPrivateData(queryClient)), [authStore, queryClient]);
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

/** The toasts' container, mounted when the page is idle or at the first toast (lib/toast.ts). */
function DeferredNotifications() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    whenToastsNeeded(() => setMounted(true));
    preloadWhenIdle(async () => setMounted(true));
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {/* At the top: dialogs keep their actions at the bottom, where a toast covered them on phones (decision 063). */}
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="top-center" />
    </Suspense>
  );
}

/** Feeds the one time-zone hook (useLeagueTimeZone) from the public settings; the default until they load. */
function LeagueTimeZoneFromSettings({ children }: { children: ReactNode }) {
  return <LeagueTimeZoneProvider timeZone={usePublicSettings().data?.time_zone ?? DEFAULT_TIME_ZONE}>{children}</LeagueTimeZoneProvider>;
}
