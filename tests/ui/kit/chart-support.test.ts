import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChartAnimation } from '../../../src/ui/kit/chart-support';

const asking = (reduce: boolean) => (query: string) =>
  ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }) as unknown as MediaQueryList;

describe('chart animation', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is off when the system asks for less motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(asking(true));
    expect(renderHook(() => useChartAnimation()).result.current).toBe(false);
  });

  it('is on otherwise', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(asking(false));
    expect(renderHook(() => useChartAnimation()).result.current).toBe(true);
  });
});
