import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a lazily loaded screen may take to show its heading before focus stays where it is. */
const headingWaitMs = 5000;

/** Moves focus to the heading (h1) inside `container`, waiting for a lazily loaded view to render it. */
export function focusHeadingIn(container: HTMLElement): () => void {
  const focus = () => {
    const heading = container.querySelector('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
    return true;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(() => stop(), headingWaitMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(container, { childList: true, subtree: true });
  return stop;
}

/**
 * After sign-in and after each navigation, focus moves to the new page's heading, so keyboard and
 * screen-reader users start at the top of what changed (one mechanism for every screen of the shell).
 * A focus that a screen placed inside the content itself is left alone.
 */
export function useHeadingFocusOnNavigation(content: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path and query are the trigger: each navigation
  useEffect(() => {
    const container = content.current;
    if (!container) return undefined;
    return focusHeadingIn(container);
  }, [content, pathname, search]);
}
