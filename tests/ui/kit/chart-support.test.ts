import { afterEach, describe, expect, it, vi } from 'vitest';
import { chartAnimation } from '../../../src/ui/kit/chart-support';

const asking = (reduce: boolean) => (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList;

describe('chart animation', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is off when the system asks for less motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(asking(true));
    expect(chartAnimation()).toBe(false);
  });

  it('is on otherwise', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(asking(false));
    expect(chartAnimation()).toBe(true);
  });
});
