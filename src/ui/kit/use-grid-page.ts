import { useCallback, useState } from 'react';
import { gridWindowAt, type GridPage, type GridWindow } from '../../domain/shared/grid-page';
import type { ServerPaging } from './table-types';
import { useRemoteData, type RemoteData, type RemoteDataOptions } from './use-remote-data';

export interface GridPageData<Row> {
  /** The page shown, kept while the next one loads. */
  rows: Row[];
  list: RemoteData<GridPage<Row>>;
  /** ReportTable's `paging`. */
  paging: ServerPaging;
  /** Changes the rows shown in place, e.g. one row after a status change. */
  updateRows: (change: (rows: Row[]) => Row[]) => void;
  /** Back to the first page, e.g. after the filters change. */
  restart: () => void;
}

/**
 * A grid paged on the server (docs/decisions/0027-administration-grids.md): keeps the table's window,
 * loads the page for it (a new page size starts again at the first page) and hands ReportTable its
 * paging. `name` keeps two grids' loads apart; `query` names everything else the page depends on
 * (filters, sort), so a change loads again.
 */
export function useGridPage<Row>(
  name: string,
  pageSizes: readonly number[],
  load: (window: GridWindow) => Promise<GridPage<Row>>,
  options?: RemoteDataOptions<GridPage<Row>> & { query?: unknown },
): GridPageData<Row> {
  const [window, setWindow] = useState({ first: 0, rows: pageSizes[0] ?? 25 });
  const asked = gridWindowAt(window.first, window.rows);
  const list = useRemoteData(`${name}:${asked.page}:${asked.size}:${JSON.stringify(options?.query ?? null)}`, () => load(asked), options);
  const { update } = list;
  const updateRows = useCallback((change: (rows: Row[]) => Row[]) => update((page) => ({ ...page, rows: change(page.rows) })), [update]);
  return {
    rows: list.data?.rows ?? [],
    list,
    paging: { first: window.first, rows: window.rows, total: list.data?.total ?? 0, onPage: (first, rows) => setWindow({ first, rows }) },
    updateRows,
    restart: () => setWindow((current) => ({ ...current, first: 0 })),
  };
}
