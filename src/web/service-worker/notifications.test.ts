import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_TITLE, NOTIFICATION_ICON, notificationFromPush, openPage } from './notifications';
import { ORIGIN, standInWorkerScope, type WorkerScope } from './stand-ins';

// Issue 22 (decision 073): a push message shows as the device's notification, and a tap opens
// the page it is about.

describe('a push message as a notification', () => {
  it('shows its title and text with the app icon, collapses repeats by tag, and keeps the page to open', () => {
    const shown = notificationFromPush({
      title: 'Saturday rained out',
      body: 'Lions vs Tigers is postponed.',
      url: '/games/7f9c2a52-1d6b-4c5e-9d7e-3f1b8a2c4d5e',
      tag: 'rainout:2026-12-05',
      notificationId: 'n-1',
      kind: 'game_changed',
    });
    expect(shown).toEqual({
      title: 'Saturday rained out',
      options: {
        body: 'Lions vs Tigers is postponed.',
        icon: NOTIFICATION_ICON,
        lang: 'en',
        tag: 'rainout:2026-12-05',
        renotify: true,
        data: { url: '/games/7f9c2a52-1d6b-4c5e-9d7e-3f1b8a2c4d5e', id: 'n-1' },
      },
    });
  });

  it('an empty or odd message still shows, opening the home page; never another site', () => {
    expect(notificationFromPush(null)).toEqual({
      title: FALLBACK_TITLE,
      options: { body: '', icon: NOTIFICATION_ICON, lang: 'en', data: { url: '/', id: null } },
    });
    for (const url of ['https://elsewhere.example/phish', '//elsewhere.example/x', 'games/1', 42])
      expect(notificationFromPush({ title: 'Hi', url }).options.data.url).toBe('/');
  });
});

describe('a tap on a notification', () => {
  let scope: WorkerScope;
  beforeEach(() => {
    scope = standInWorkerScope();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const game = `${ORIGIN}/games/1`;

  it('focuses the window already showing the page', async () => {
    scope.windows.push(
      { id: 'a', url: `${ORIGIN}/schedule`, focused: true, controlled: true, messages: [] },
      { id: 'b', url: game, focused: false, controlled: true, messages: [] },
    );
    await openPage(scope.clients, ORIGIN, '/games/1');
    expect(scope.windows.map((w) => [w.url, w.focused])).toEqual([
      [`${ORIGIN}/schedule`, false],
      [game, true],
    ]);
    expect(scope.opened).toEqual([]);
  });

  it('moves an open window of the app to the page, else opens one', async () => {
    scope.windows.push({ id: 'a', url: `${ORIGIN}/schedule`, focused: false, controlled: true, messages: [] });
    await openPage(scope.clients, ORIGIN, '/games/1');
    expect(scope.windows[0]).toMatchObject({ url: game, focused: true });
    expect(scope.opened).toEqual([]);

    scope.windows.length = 0;
    scope.windows.push({ id: 'old', url: `${ORIGIN}/`, focused: false, controlled: false, messages: [] });
    await openPage(scope.clients, ORIGIN, '/games/1');
    expect(scope.opened).toEqual([game]);
  });
});
