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

// PrimeReact components write their shared style sheets (base, global, common, the component's) into
// <head> again on every mount, the same text each time; jsdom parses a sheet on every write, which
// made most of a screen test's time. A write of the text a connected <style> already holds changes
// nothing in the document, so jsdom skips it; a new or different text is parsed as before.
const nodeTextContent = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
if (!nodeTextContent?.get || !nodeTextContent.set) throw new Error('jsdom has no Node.textContent accessor');
const { get: readText, set: writeText } = nodeTextContent;
Object.defineProperty(HTMLStyleElement.prototype, 'textContent', {
  configurable: true,
  enumerable: true,
  get(this: HTMLStyleElement) {
    return readText.call(this);
  },
  set(this: HTMLStyleElement, text: string | null) {
    if (this.isConnected && text !== null && readText.call(this) === text) return;
    writeText.call(this, text);
  },
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
