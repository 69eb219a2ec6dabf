import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import type { NotificationItem, NotificationList } from '../../../../shared/api/notifications';
import { receiveWorkerMessage } from '../../../lib/service-worker';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import NotificationBell from './notification-bell';

// The notification centre in the header (issue 22, decision 073).

const GAME = '/games/7f9c2a52-1d6b-4c5e-9d7e-3f1b8a2c4d5e';

function item(id: string, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id,
    kind: 'game_changed',
    title: `Title ${id}`,
    body: `Body ${id}`,
    url: GAME,
    created_at: '2026-11-28T15:00:00.000Z',
    read_at: null,
    ...overrides,
  };
}

/** The server's notification centre: its items, read state kept as the server would. */
function centre(items: NotificationItem[]) {
  const list = (): NotificationList => ({ items, unread_count: items.filter((i) => i.read_at === null).length, next_cursor: null });
  const api = fakeApi({
    'GET /api/notifications': list,
    'POST /api/notifications/read': (request) => {
      const body = request.body as { ids?: string[]; all?: true };
      for (const i of items) if (body.all || body.ids?.includes(i.id)) i.read_at = '2026-11-28T16:00:00.000Z';
      return { unread_count: list().unread_count };
    },
  });
  return { api, items };
}

function Where() {
  return <output aria-label="Page">{useLocation().pathname}</output>;
}

function renderBell(api: ReturnType<typeof fakeApi>) {
  return renderWithProviders(
    <>
      <NotificationBell />
      <Where />
    </>,
    { viewer: { role: '' }, route: '/profile', api },
  );
}

describe('the bell in the header', () => {
  it('names the unread count; an item opens its page and is marked read', async () => {
    const { api } = centre([
      item('a', { title: 'Saturday rained out', body: 'Lions vs Tigers is postponed.' }),
      item('b'),
      item('c', { read_at: '2026-11-27T10:00:00.000Z' }),
    ]);
    const { user } = renderBell(api);

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = within(dialog).getByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const rainout = within(list).getByRole('link', { name: /Saturday rained out/ });
    expect(rainout.textContent).toContain('Unread: ');
    expect(rainout.textContent).toContain('Lions vs Tigers is postponed.');

    await user.click(rainout);
    expect(screen.getByRole('status', { name: 'Page' }).textContent).toBe(GAME);
    expect(api.sent('POST /api/notifications/read').map((r) => r.body)).toEqual([{ ids: ['a'] }]);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('marks all as read', async () => {
    const { api } = centre([item('a'), item('b')]);
    const { user } = renderBell(api);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(api.sent('POST /api/notifications/read').map((r) => r.body)).toEqual([{ all: true }]);
  });

  it('reads again when the service worker says a push message arrived (read or new on another device)', async () => {
    const { api, items } = centre([item('a')]);
    renderBell(api);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    items.unshift(item('new'), item('newer'));
    receiveWorkerMessage({ type: 'notifications-changed' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy());
    expect(api.sent('GET /api/notifications').length).toBeGreaterThanOrEqual(2);
  });

  it('says when there is nothing yet', async () => {
    const { api } = centre([]);
    const { user } = renderBell(api);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet. Game changes, reminders and offers show here.')).toBeTruthy();
  });
});
