import type { ReactNode } from 'react';

/** spec 1 §2: per-column filters match case-insensitively, equals or contains. */
export type TextMatch = 'contains' | 'equals';

export type TableColumnFilter =
  | { kind: 'text'; matches?: readonly TextMatch[]; label?: string }
  | { kind: 'choice'; options: readonly { value: string; label: string }[]; label?: string; className?: string };

export interface TableColumn<Row> {
  /** Stable id; for server tables also the sort and filter field sent with the query. */
  id: string;
  header: string;
  body: (row: Row) => ReactNode;
  sortable?: boolean;
  filter?: TableColumnFilter;
  /** Figures line up at the end of the cell, in either direction. */
  numeric?: boolean;
  className?: string;
  minWidth?: string;
  /**
   * Keeps the column in view while a wide table scrolls sideways: `start` (the row's identity) sticks
   * to the reading start, `end` (its money) to the reading end. One column per side.
   */
  frozen?: 'start' | 'end';
}

export interface ColumnFilterValue {
  value: string;
  match: TextMatch;
}
export type TableFilters = Readonly<Record<string, ColumnFilterValue>>;

export interface TableSort {
  field: string;
  direction: 'asc' | 'desc';
}

/** Server paging: the table shows rows `first` .. `first + rows` of `total`. */
export interface ServerPaging {
  first: number;
  rows: number;
  total: number;
  onPage: (first: number, rows: number) => void;
}
