import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRemoteData } from '../../../src/ui/kit/use-remote-data';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (problem: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useRemoteData', () => {
  it('drops an older request’s answer that arrives after a newer one', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const { result, rerender } = renderHook(({ key }: { key: 'a' | 'b' }) => useRemoteData(key, () => answers[key].promise), { initialProps: { key: 'a' } });
    expect(result.current.loading).toBe(true);
    rerender({ key: 'b' });
    await act(async () => answers.b.resolve('page b'));
    expect(result.current.data).toBe('page b');
    await act(async () => answers.a.resolve('page a'));
    expect(result.current.data).toBe('page b');
    expect(result.current.loading).toBe(false);
  });

  it('keeps the last answer while reloading, reports a failure, and updates rows in place', async () => {
    let calls = 0;
    const onError = vi.fn();
    const { result } = renderHook(() =>
      useRemoteData(
        'rows',
        async () => {
          calls += 1;
          if (calls === 2) throw new Error('down');
          return [1, 2, 3];
        },
        { onError },
      ),
    );
    await waitFor(() => expect(result.current.data).toEqual([1, 2, 3]));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.data).toEqual([1, 2, 3]);
    expect(onError).toHaveBeenCalledTimes(1);
    act(() => result.current.update((rows) => rows.map((row) => (row === 2 ? 20 : row))));
    expect(result.current.data).toEqual([1, 20, 3]);
  });

  it('refreshes quietly while the data asks for it', async () => {
    vi.useFakeTimers();
    try {
      const backgrounds: boolean[] = [];
      let running = true;
      const { result } = renderHook(() =>
        useRemoteData(
          'jobs',
          async ({ background }) => {
            backgrounds.push(background);
            return { running };
          },
          { refreshMs: 1000, refreshWhile: (data) => data.running },
        ),
      );
      await act(async () => vi.advanceTimersByTimeAsync(10));
      expect(result.current.data).toEqual({ running: true });
      running = false;
      await act(async () => vi.advanceTimersByTimeAsync(1000));
      await act(async () => vi.advanceTimersByTimeAsync(3000));
      expect(backgrounds).toEqual([false, true]);
    } finally {
      vi.useRealTimers();
    }
  });
});
