import { useState } from 'react';
import type { ServerPaging } from './table-types';
import { useRemoteData } from './use-remote-data';

export interface PageAnswer<Row> {
  rows: Row[];
  total: number;
}

/**
 * A list paged by the server: where the table is, the page it asks for, and the answer. `query`
 * names everything else the page depends on (filters, sort); `restart` goes back to the first page.
 */
export function useServerPaging<Row>(pageSizes: readonly number[], query: unknown, load: (page: number, pageSize: number) => Promise<PageAnswer<Row>>) {
  const [window, setWindow] = useState({ first: 0, rows: pageSizes[0] ?? 10 });
  const page = Math.floor(window.first / window.rows) + 1;
  const list = useRemoteData(JSON.stringify({ query, page, pageSize: window.rows }), () => load(page, window.rows));
  const paging: ServerPaging = { ...window, total: list.data?.total ?? 0, onPage: (first, rows) => setWindow({ first, rows }) };
  const restart = () => setWindow((current) => ({ ...current, first: 0 }));
  return { list, paging, restart };
}
