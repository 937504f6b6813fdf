import { useSyncExternalStore } from 'react';
import { media } from '../theme/breakpoints';

const query = () => window.matchMedia(media.reducedMotion);

const subscribe = (onChange: () => void) => {
  const list = query();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the person asked their system for less motion; follows the setting as it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query().matches,
    () => false,
  );
}
