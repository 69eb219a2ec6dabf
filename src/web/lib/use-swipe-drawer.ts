import { useEffect, useEffectEvent } from 'react';
import { swipeAction, type Point } from './swipe';

interface SwipeDrawerOptions {
  enabled: boolean;
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * Spec §2/§9: on a phone, a swipe right from the left edge opens the sidebar drawer and a
 * swipe left closes it. Listens on the document (the drawer sits in a portal), passively, so
 * scrolling is never held up.
 */
export function useSwipeDrawer({ enabled, opened, onOpen, onClose }: SwipeDrawerOptions): void {
  const finish = useEffectEvent((start: Point, end: Point) => {
    const action = swipeAction(start, end, opened);
    if (action === 'open') onOpen();
    if (action === 'close') onClose();
  });

  useEffect(() => {
    if (!enabled) return;
    // The same edge swipe is the browser's "back" gesture (Chromium's overscroll navigation);
    // while the drawer owns it, the page must not navigate away under the user's finger.
    document.documentElement.classList.add('swipe-drawer-page');
    let start: Point | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start && touch) finish(start, { x: touch.clientX, y: touch.clientY });
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.documentElement.classList.remove('swipe-drawer-page');
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [enabled]);
}
