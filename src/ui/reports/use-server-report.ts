import { useState } from 'react';
import type { ReportPage } from '../../application/reports/reports.port';
import type { ServerPaging } from '../kit/table-types';
import { useRemoteData } from '../kit/use-remote-data';

/**
 * A report paged by the server: where the table is, the page it asks for, and the answer. `query`
 * names everything else the page depends on (filters, sort); a new query starts at page 1 when
 * the caller says so through `restart`.
 */
export function useServerReport<Row>(pageSizes: readonly number[], query: unknown, load: (page: number, pageSize: number) => Promise<ReportPage<Row>>) {
  const [window, setWindow] = useState({ first: 0, rows: pageSizes[0] ?? 10 });
  const page = Math.floor(window.first / window.rows) + 1;
  const report = useRemoteData(JSON.stringify({ query, page, pageSize: window.rows }), () => load(page, window.rows));
  const paging = (total: number): ServerPaging => ({ ...window, total, onPage: (first, rows) => setWindow({ first, rows }) });
  const restart = () => setWindow((current) => ({ ...current, first: 0 }));
  return { report, paging, restart };
}
