import { type TouchEvent, useRef, useState } from 'react';

/** Spec 9: a swipe is noticed after 50 px and acted on after 100 px. */
export const SWIPE_DETECT_PX = 50;
export const SWIPE_ACT_PX = 100;

/** Touch handlers that call `onSwipe` after a leftward swipe; `swiping` is true once one is noticed. */
export function useSwipeLeft(onSwipe: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [swiping, setSwiping] = useState(false);
  const distance = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (!start.current || !touch) return { dx: 0, dy: 0 };
    return { dx: start.current.x - touch.clientX, dy: Math.abs(touch.clientY - start.current.y) };
  };
  return {
    swiping,
    handlers: {
      onTouchStart: (event: TouchEvent) => {
        const touch = event.touches[0];
        start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
      },
      onTouchMove: (event: TouchEvent) => {
        const { dx, dy } = distance(event);
        setSwiping(dx >= SWIPE_DETECT_PX && dx > dy);
      },
      onTouchEnd: (event: TouchEvent) => {
        const { dx, dy } = distance(event);
        start.current = null;
        setSwiping(false);
        if (dx >= SWIPE_ACT_PX && dx > dy) onSwipe();
      },
    },
  };
}
