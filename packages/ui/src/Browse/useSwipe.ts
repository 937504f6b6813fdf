import { type PointerEvent, useRef, useState } from 'react';

/** How far a card must be dragged before letting go sends it off. */
export const SWIPE_THRESHOLD_PX = 100;

export type SwipeDirection = 'left' | 'right';

/**
 * Horizontal dragging with a pointer (mouse, pen or finger): the offset while dragging, and on
 * release past the threshold, the direction of the swipe. Presses on buttons inside stay clicks.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void, enabled: boolean) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ x: number; pointerId: number } | null>(null);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    if (start.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    setDragging(false);
    setOffset(0);
    if (!cancelled && Math.abs(distance) > SWIPE_THRESHOLD_PX) onSwipe(distance > 0 ? 'right' : 'left');
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!enabled || !event.isPrimary || event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest('button, a')) return;
      start.current = { x: event.clientX, pointerId: event.pointerId };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(true);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current?.pointerId === event.pointerId) setOffset(event.clientX - start.current.x);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
  };

  return { offset, dragging, handlers };
}
