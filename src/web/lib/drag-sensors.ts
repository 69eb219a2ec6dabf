import { type KeyboardCoordinateGetter, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';

/**
 * The sensors of every drag-and-drop list (the formation pitch, the draft queue): a mouse drag
 * starts after 6 px, a touch after a short press (so a swipe still scrolls the page), and the
 * keyboard moves from place to place as `coordinateGetter` says.
 */
export function useDragSensors(coordinateGetter: KeyboardCoordinateGetter) {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
}
