import { CHAT_AUTO_SCROLL_THRESHOLD_PX } from '@kindred/contract';
import { type UIEvent, useLayoutEffect, useRef } from 'react';

export type ChatScrollState = {
  /** The oldest and newest message shown; a change at either end tells prepending from appending. */
  firstId: string | undefined;
  lastId: string | undefined;
  /** The typing indicator counts as a new message at the bottom. */
  typing: boolean;
  onScrollToTop?: () => void;
};

const distanceFromBottom = (element: HTMLElement) => element.scrollHeight - element.scrollTop - element.clientHeight;

/**
 * Scrolling of a chat log: follows new messages, and a reply growing as it is written, only while the
 * reader was within CHAT_AUTO_SCROLL_THRESHOLD_PX of the bottom; keeps the reader's place when older
 * messages are prepended, and reports reaching the top once each time the reader gets there.
 */
export function useChatScroll({ firstId, lastId, typing, onScrollToTop }: ChatScrollState) {
  const ref = useRef<HTMLDivElement>(null);
  // A fresh conversation opens at its newest message.
  const wasNearBottom = useRef(true);
  const reachedTop = useRef(false);
  // What the last render showed; nothing yet, so the first messages count as new.
  const rendered = useRef<Omit<ChatScrollState, 'onScrollToTop'> & { scrollHeight: number }>({
    firstId: undefined,
    lastId: undefined,
    typing: false,
    scrollHeight: 0,
  });

  // Runs after every render, before paint, so the reader never sees the content jump.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = rendered.current;
    const prepended = before.firstId !== undefined && firstId !== before.firstId && lastId === before.lastId;
    // A reply being written grows at the bottom without a new message: its growth counts as new too.
    const appended =
      lastId !== before.lastId || typing !== before.typing || element.scrollHeight !== before.scrollHeight;
    if (prepended) {
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    } else if (appended && wasNearBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
    rendered.current = { firstId, lastId, typing, scrollHeight: element.scrollHeight };
  });

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const element = event.currentTarget;
    wasNearBottom.current = distanceFromBottom(element) <= CHAT_AUTO_SCROLL_THRESHOLD_PX;
    rendered.current.scrollHeight = element.scrollHeight;
    const atTop = element.scrollTop < 1;
    if (atTop && !reachedTop.current) onScrollToTop?.();
    reachedTop.current = atTop;
  };

  return { ref, onScroll };
}
