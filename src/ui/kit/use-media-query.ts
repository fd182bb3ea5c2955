import { useSyncExternalStore } from 'react';

/** Whether a CSS media query holds now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** spec 2 §2.1: a permanent side navigation from 1000 px; a temporary drawer (and cards) below. */
export const wideLayoutQuery = '(min-width: 1000px)';

/** The system asks for less motion (WCAG 2.3.3). */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
