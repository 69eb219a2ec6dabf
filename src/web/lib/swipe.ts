/** Spec §9 swipe gestures: the mobile sidebars open and close with these. */
export const SWIPE = {
  /** A swipe needs at least this much sideways travel… */
  minHorizontalPx: 80,
  /** …and at most this much vertical travel (more is a scroll). */
  maxVerticalPx: 100,
  /** An opening swipe starts this close to the left edge. */
  edgePx: 20,
} as const;

export interface Point {
  x: number;
  y: number;
}

export type SwipeAction = 'open' | 'close' | null;

/**
 * What a finished touch means for a drawer on the left: a swipe right that began at the left
 * edge opens it; a swipe left (anywhere) closes it when open; anything else is not a swipe.
 */
export function swipeAction(start: Point, end: Point, drawerOpen: boolean): SwipeAction {
  const dx = end.x - start.x;
  const dy = Math.abs(end.y - start.y);
  if (dy > SWIPE.maxVerticalPx || Math.abs(dx) < SWIPE.minHorizontalPx) return null;
  if (dx > 0 && !drawerOpen && start.x <= SWIPE.edgePx) return 'open';
  if (dx < 0 && drawerOpen) return 'close';
  return null;
}
