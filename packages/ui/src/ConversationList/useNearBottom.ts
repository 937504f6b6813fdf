import { CONVERSATION_SCROLL_THRESHOLD_PX } from '@kindred/contract';
import { type UIEvent, useRef } from 'react';

/**
 * Reports once each time the reader scrolls within CONVERSATION_SCROLL_THRESHOLD_PX of the bottom
 * of a scrolling list, to load its next page.
 */
export function useNearBottom(onNearBottom: (() => void) | undefined) {
  const wasNear = useRef(false);
  return (event: UIEvent<HTMLElement>) => {
    const element = event.currentTarget;
    const near = element.scrollHeight - element.scrollTop - element.clientHeight <= CONVERSATION_SCROLL_THRESHOLD_PX;
    if (near && !wasNear.current) onNearBottom?.();
    wasNear.current = near;
  };
}
