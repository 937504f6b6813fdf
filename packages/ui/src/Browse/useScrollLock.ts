import { useEffect } from 'react';

/** Stops the page from scrolling while the calling component is on screen; restores it after. */
export function useScrollLock() {
  useEffect(() => {
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);
}
