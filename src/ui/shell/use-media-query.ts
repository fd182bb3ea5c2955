import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
  );
}

/** spec 2 §2.1: a permanent side navigation from 1000 px; a temporary drawer below. */
export const wideLayoutQuery = '(min-width: 1000px)';
