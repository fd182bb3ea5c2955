/**
 * A server-paged grid (docs/decisions/0027-administration-grids.md): which rows are asked for, and
 * one page of rows with the count of every row the caller may see.
 */
export interface GridWindow {
  /** From 1. */
  page: number;
  /** One of the grid's page sizes (spec 2 §9: 25, 50, 100, 500). */
  size: number;
}

export interface GridPage<Row> {
  rows: Row[];
  total: number;
}

/** The window of a table's first row index and page size (PrimeReact pages by row index). */
export function gridWindowAt(first: number, size: number): GridWindow {
  return { page: Math.floor(first / size) + 1, size };
}

/** The rows of `window` out of a whole list (the in-memory adapters page like the server). */
export function pageOfList<Row>(rows: readonly Row[], window: GridWindow): GridPage<Row> {
  const start = (window.page - 1) * window.size;
  return { rows: rows.slice(start, start + window.size), total: rows.length };
}
