import { useState } from 'react';
import type { ServerPaging } from '../kit/table-types';

/** A report's server page: where the table is, as the report query's page and page size. */
export function useServerPage(pageSizes: readonly number[]) {
  const [window, setWindow] = useState({ first: 0, rows: pageSizes[0] ?? 10 });
  const page = Math.floor(window.first / window.rows) + 1;
  const paging = (total: number): ServerPaging => ({ ...window, total, onPage: (first, rows) => setWindow({ first, rows }) });
  const restart = () => setWindow((current) => ({ ...current, first: 0 }));
  return { page, pageSize: window.rows, paging, restart };
}
