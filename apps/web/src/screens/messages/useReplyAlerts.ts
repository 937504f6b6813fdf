import { useCallback, useEffect, useRef } from 'react';
import { withUnread } from '../../app/pageTitles';
import { notifyOfReply } from '../../app/replyNotifications';

/** Calls `onChange` with whether the page is hidden (another tab, a minimised window, a locked phone) each time it changes. */
export function usePageVisibility(onChange: (hidden: boolean) => void) {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const changed = () => latest.current(document.hidden);
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  }, []);
}

/**
 * Tells a user who is away that a reply has arrived: while the tab is hidden, each completed reply
 * counts in its title (`(1) Messages · Kindred`) until they come back, and, if they allowed it, a
 * browser notification says who wrote. `nameOf` finds the name of a conversation's character.
 * Returns what the chat calls when a reply completes.
 */
export function useReplyAlerts(nameOf: (characterId: string) => string | undefined) {
  const unread = useRef(0);
  const names = useRef(nameOf);
  names.current = nameOf;

  usePageVisibility((hidden) => {
    if (hidden) return;
    unread.current = 0;
    document.title = withUnread(document.title, 0);
  });
  // Leaving the screen takes its count with it.
  useEffect(
    () => () => {
      if (unread.current > 0) document.title = withUnread(document.title, 0);
    },
    [],
  );

  return useCallback((characterId: string) => {
    if (!document.hidden) return;
    unread.current += 1;
    document.title = withUnread(document.title, unread.current);
    const name = names.current(characterId);
    if (name) notifyOfReply(name, `reply-${characterId}`);
  }, []);
}
