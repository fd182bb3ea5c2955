import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no matchMedia; answer width queries from window.innerWidth (1024 by default) so the
// shell lays itself out as it would in a browser of that width.
function matches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (min && window.innerWidth < Number(min[1])) return false;
  if (max && window.innerWidth > Number(max[1])) return false;
  return Boolean(min || max);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// Screens are lazy chunks that Vite transforms on first import; on a busy two-core CI machine the
// first import of an area (its code and its strings) can take several seconds, so every
// findBy* waits up to five seconds (a wait still fails when the element never comes).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});
