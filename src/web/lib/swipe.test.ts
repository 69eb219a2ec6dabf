import { describe, expect, it } from 'vitest';
import { swipeAction } from './swipe';

describe('swipeAction (spec §9: 80 px across, at most 100 px down, from within 20 px of the edge)', () => {
  it('opens on a swipe right from the left edge', () => {
    expect(swipeAction({ x: 10, y: 300 }, { x: 90, y: 320 }, false)).toBe('open');
    expect(swipeAction({ x: 20, y: 300 }, { x: 100, y: 400 }, false)).toBe('open');
  });

  it('does not open from further in, or when already open', () => {
    expect(swipeAction({ x: 21, y: 300 }, { x: 200, y: 300 }, false)).toBeNull();
    expect(swipeAction({ x: 5, y: 300 }, { x: 200, y: 300 }, true)).toBeNull();
  });

  it('needs 80 px across and allows at most 100 px vertically', () => {
    expect(swipeAction({ x: 5, y: 300 }, { x: 84, y: 300 }, false)).toBeNull();
    expect(swipeAction({ x: 5, y: 300 }, { x: 85, y: 300 }, false)).toBe('open');
    expect(swipeAction({ x: 5, y: 300 }, { x: 200, y: 401 }, false)).toBeNull();
    expect(swipeAction({ x: 5, y: 300 }, { x: 200, y: 199 }, false)).toBeNull();
  });

  it('closes on a swipe left anywhere while open', () => {
    expect(swipeAction({ x: 300, y: 300 }, { x: 220, y: 250 }, true)).toBe('close');
    expect(swipeAction({ x: 300, y: 300 }, { x: 221, y: 300 }, true)).toBeNull();
    expect(swipeAction({ x: 300, y: 300 }, { x: 100, y: 300 }, false)).toBeNull();
  });
});
