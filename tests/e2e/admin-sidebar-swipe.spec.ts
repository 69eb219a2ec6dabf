import type { CDPSession } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ signedInAs: 'admin', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface Point {
  x: number;
  y: number;
}

/**
 * A real finger: touchStart, a few touchMoves and touchEnd through the DevTools protocol
 * (page.touchscreen can only tap).
 */
async function swipe(cdp: CDPSession, from: Point, to: Point) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  const steps = 6;
  for (let i = 1; i <= steps; i += 1) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('on a phone, swipes from the left edge open the admin sidebar and swipes left close it', async ({ page, context }) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  // Closed at first: on a phone the sidebar is a drawer.
  await expect(nav).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Admin menu' })).toHaveAttribute('aria-expanded', 'false');

  const cdp = await context.newCDPSession(page);
  // Not swipes that open: starting 30 px from the edge; moving 120 px down on the way;
  // only 60 px across; to the left.
  await swipe(cdp, { x: 30, y: 400 }, { x: 250, y: 400 });
  await swipe(cdp, { x: 5, y: 300 }, { x: 200, y: 420 });
  await swipe(cdp, { x: 5, y: 400 }, { x: 65, y: 400 });
  await swipe(cdp, { x: 15, y: 400 }, { x: 2, y: 400 });
  await expect(nav).toHaveCount(0);

  // From within 20 px of the edge, over 80 px across, under 100 px down: opens.
  await swipe(cdp, { x: 10, y: 400 }, { x: 200, y: 480 });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // A swipe to the left closes it.
  await swipe(cdp, { x: 250, y: 400 }, { x: 80, y: 420 });
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Admin menu' })).toHaveAttribute('aria-expanded', 'false');

  // Still a page that scrolls and swipes again: it opens a second time.
  await swipe(cdp, { x: 1, y: 600 }, { x: 150, y: 600 });
  await expect(nav).toBeVisible();
});
