import { useCallback, useState } from 'react';
import { gridWindowAt, type GridPage, type GridWindow } from '../../domain/shared/grid-page';
import type { ServerPaging } from './table-types';
import { useRemoteData, type RemoteData, type RemoteDataOptions } from './use-remote-data';

export interface GridPageOptions<Page> extends RemoteDataOptions<Page> {
  /**
   * Everything else the page depends on (filters, sort). A new query loads again from the first page:
   * page 3 of another query means nothing.
   */
  query?: unknown;
  /** The page size shown first when it is not the first of the grid's sizes (spec 3 §9: 25 of 10, 25, 50, 100). */
  pageSize?: number;
}

export interface GridPageData<Page extends GridPage<unknown>> {
  /** The page shown, kept while the next one loads. */
  rows: Page['rows'];
  list: RemoteData<Page>;
  /** The page asked for. */
  window: GridWindow;
  /** ReportTable's `paging` (or a Paginator's). */
  paging: ServerPaging;
  /** Changes the rows shown in place, e.g. one row after a status change. */
  updateRows: (change: (rows: Page['rows']) => Page['rows']) => void;
  /** Back to the first page for the same query, e.g. when Search is pressed again. */
  restart: () => void;
}

interface Shown {
  first: number;
  rows: number;
  /** The query this window belongs to. */
  query: string;
}

/**
 * The one paged list of the portal (docs/decisions/0027-administration-grids.md): every grid paged on the
 * server keeps its table's window here, loads the page for it and hands the table its paging. A new
 * page size or a new query starts again at the first page; the page shown stays until the next
 * arrives. `name` keeps two grids' loads apart; `load` gets the quiet-refresh flag of `useRemoteData`.
 */
export function useGridPage<Page extends GridPage<unknown>>(
  name: string,
  pageSizes: readonly number[],
  load: (window: GridWindow, context: { background: boolean }) => Promise<Page>,
  options: GridPageOptions<Page> = {},
): GridPageData<Page> {
  const { query, pageSize, ...remote } = options;
  const queryKey = JSON.stringify(query ?? null);
  const [stored, setStored] = useState<Shown>(() => ({ first: 0, rows: pageSize ?? pageSizes[0] ?? 25, query: queryKey }));
  // A new query is read at its first page from the render that brings it, so the old page number is never asked for.
  const shown = stored.query === queryKey ? stored : { ...stored, first: 0, query: queryKey };
  if (shown !== stored) setStored(shown);
  const asked = gridWindowAt(shown.first, shown.rows);
  const list = useRemoteData(`${name}:${asked.page}:${asked.size}:${queryKey}`, (context) => load(asked, context), remote);
  const { update } = list;
  const updateRows = useCallback((change: (rows: Page['rows']) => Page['rows']) => update((page) => ({ ...page, rows: change(page.rows) })), [update]);
  const onPage = useCallback(
    (first: number, rows: number) => setStored((current) => ({ first: rows === current.rows ? first : 0, rows, query: current.query })),
    [],
  );
  const restart = useCallback(() => setStored((current) => ({ ...current, first: 0 })), []);
  return {
    rows: list.data?.rows ?? [],
    list,
    window: asked,
    paging: { first: shown.first, rows: shown.rows, total: list.data?.total ?? 0, onPage },
    updateRows,
    restart,
  };
}
