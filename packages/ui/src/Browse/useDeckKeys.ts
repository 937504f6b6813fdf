import { useEffect, useRef } from 'react';

export type DeckKeyHandlers = { onLeft: () => void; onRight: () => void };

const typesText = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Left and right arrow keys anywhere on the page, unless someone is typing or a control used them. */
export function useDeckKeys(handlers: DeckKeyHandlers) {
  // The latest handlers, without re-subscribing on every render.
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (typesText(event.target)) return;
      if (event.key === 'ArrowLeft') latest.current.onLeft();
      else if (event.key === 'ArrowRight') latest.current.onRight();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
