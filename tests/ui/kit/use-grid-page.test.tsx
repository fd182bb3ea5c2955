import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type GridWindow, pageOfList } from '../../../src/domain/shared/grid-page';
import { useGridPage } from '../../../src/ui/kit/use-grid-page';

interface Row {
  id: number;
  name: string;
}

const everyRow: Row[] = Array.from({ length: 120 }, (_, index) => ({ id: index + 1, name: `row ${index + 1}` }));

/** A server of 120 rows that records every window it is asked for, with the query it came with. */
function fakeServer() {
  const asked: { window: GridWindow; query: string }[] = [];
  const load = (query: string) => async (window: GridWindow) => {
    asked.push({ window, query });
    return pageOfList(everyRow, window);
  };
  return { asked, load };
}

function renderGrid(options: { pageSize?: number } = {}) {
  const server = fakeServer();
  const view = renderHook(({ query }: { query: string }) => useGridPage('rows', [10, 25, 50], server.load(query), { query, ...options }), {
    initialProps: { query: 'all' },
  });
  return { ...view, asked: server.asked };
}

describe('useGridPage', () => {
  it('loads the first page, then the page the table moves to', async () => {
    const { result, asked } = renderGrid();
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(Array.from({ length: 10 }, (_, index) => index + 1)));
    expect(result.current.paging).toMatchObject({ first: 0, rows: 10, total: 120 });

    act(() => result.current.paging.onPage(20, 10));
    expect(result.current.window).toEqual({ page: 3, size: 10 });
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(21));
    expect(result.current.paging).toMatchObject({ first: 20, rows: 10, total: 120 });
    expect(asked.map((entry) => entry.window)).toEqual([
      { page: 1, size: 10 },
      { page: 3, size: 10 },
    ]);
  });

  it('keeps the page shown while the next one loads', async () => {
    const { result } = renderGrid();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.paging.onPage(10, 10));
    expect(result.current.list.loading).toBe(true);
    expect(result.current.rows[0]?.id).toBe(1);
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(11));
  });

  it('goes back to the first page when the page size changes', async () => {
    const { result, asked } = renderGrid();
    act(() => result.current.paging.onPage(30, 10));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(31));

    act(() => result.current.paging.onPage(30, 25));
    expect(result.current.paging).toMatchObject({ first: 0, rows: 25 });
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    expect(result.current.rows[0]?.id).toBe(1);
    expect(asked.at(-1)?.window).toEqual({ page: 1, size: 25 });
  });

  it('starts a new query at its first page, keeping the page size, and never asks for the old page of it', async () => {
    const { result, asked, rerender } = renderGrid();
    act(() => result.current.paging.onPage(0, 25));
    act(() => result.current.paging.onPage(50, 25));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(51));

    rerender({ query: 'filtered' });
    expect(result.current.paging).toMatchObject({ first: 0, rows: 25 });
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    expect(asked.filter((entry) => entry.query === 'filtered').map((entry) => entry.window)).toEqual([{ page: 1, size: 25 }]);

    // Back to the first query: its old page 3 does not come back.
    rerender({ query: 'all' });
    expect(result.current.paging.first).toBe(0);
  });

  it('goes back to the first page of the same query on restart', async () => {
    const { result, asked } = renderGrid();
    act(() => result.current.paging.onPage(40, 10));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(41));
    act(() => result.current.restart());
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(1));
    expect(asked.at(-1)).toEqual({ window: { page: 1, size: 10 }, query: 'all' });
  });

  it('changes rows in place after an action, without loading again', async () => {
    const { result, asked } = renderGrid();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    const loads = asked.length;
    act(() => result.current.updateRows((rows) => rows.map((row) => (row.id === 2 ? { ...row, name: 'renamed' } : row))));
    expect(result.current.rows[1]).toEqual({ id: 2, name: 'renamed' });
    expect(result.current.rows[0]).toEqual({ id: 1, name: 'row 1' });
    expect(result.current.paging.total).toBe(120);
    expect(asked).toHaveLength(loads);
  });

  it('shows a page size other than the first when the grid asks for it', async () => {
    const { result, asked } = renderGrid({ pageSize: 25 });
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    expect(asked[0]?.window).toEqual({ page: 1, size: 25 });
  });
});
