import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationPreferences } from '../../../shared/api/notifications';
import type { UpdateNotificationPreferencesInput } from '../../../shared/schemas/notifications';
import { api } from '../../lib/api';
import type { SubscriptionBody } from './push-device';

// Private data: the keys start with 'me', so they are dropped when the account changes (decision 055).
export const notificationKeys = {
  all: ['me', 'notifications'] as const,
  list: ['me', 'notifications', 'list'] as const,
  preferences: ['me', 'notifications', 'preferences'] as const,
};

/**
 * Read on one device is read on all (issue 22): the list is read again when the page comes
 * back into view, every minute while it is in view, and when the service worker says a push
 * message arrived (notification-bell.tsx).
 */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

/** The notification centre, newest first, a page at a time. */
export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => api('GET /api/notifications', { query: { before: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    enabled,
  });
}

type ListData = InfiniteData<NotificationList, string | null>;

/** Marks items read (or all of them); the count and the items change at once, the server's count wins. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[] } | { all: true }) => api('POST /api/notifications/read', { body: input }),
    onMutate: (input) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<ListData>(notificationKeys.list, (data) => {
        if (!data) return data;
        const marks = (id: string) => 'all' in input || input.ids.includes(id);
        const pages = data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.read_at === null && marks(item.id) ? { ...item, read_at: now } : item)),
        }));
        const newlyRead = data.pages.flatMap((page) => page.items).filter((item) => item.read_at === null && marks(item.id)).length;
        const unread = 'all' in input ? 0 : Math.max(0, (data.pages[0]?.unread_count ?? 0) - newlyRead);
        return { ...data, pages: pages.map((page) => ({ ...page, unread_count: unread })) };
      });
    },
    onSuccess: ({ unread_count }) => {
      queryClient.setQueryData<ListData>(notificationKeys.list, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, unread_count })) } : data,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => api('GET /api/notifications/preferences', { signal }),
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNotificationPreferencesInput) => api('PUT /api/notifications/preferences', { body: input }),
    onSuccess: (preferences: NotificationPreferences) => queryClient.setQueryData(notificationKeys.preferences, preferences),
  });
}

export function useSavePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: SubscriptionBody) => api('POST /api/notifications/push-subscriptions', { body: subscription }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.preferences }),
  });
}

export function useDeletePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) => api('DELETE /api/notifications/push-subscriptions', { body: { endpoint } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.preferences }),
  });
}

export function useSendTestNotification() {
  return useMutation({ mutationFn: () => api('POST /api/notifications/test') });
}
