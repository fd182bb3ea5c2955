import { FilterMatchMode } from 'primereact/api';
import type { DataTableFilterMeta } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn, TableColumnFilter, TableFilters, TextMatch } from './table-types';

const primeMatch: Record<TextMatch, string> = { contains: FilterMatchMode.CONTAINS, equals: FilterMatchMode.EQUALS };

/** The kit's filter values as PrimeReact's filter meta (every filtered column needs an entry). */
export function filterMetaOf<Row>(columns: readonly TableColumn<Row>[], filters: TableFilters): DataTableFilterMeta {
  const meta: DataTableFilterMeta = {};
  for (const column of columns) {
    if (!column.filter) continue;
    const current = filters[column.id];
    const match = current?.match ?? defaultMatch(column.filter);
    meta[column.id] = { value: current?.value ?? null, matchMode: primeMatch[match] as FilterMatchMode };
  }
  return meta;
}

export function defaultMatch(filter: TableColumnFilter): TextMatch {
  return filter.kind === 'text' ? (filter.matches?.[0] ?? 'contains') : 'equals';
}

/** PrimeReact's filter meta back as the kit's values (a chosen match is kept while the value is blank). */
export function filtersOf(meta: DataTableFilterMeta): TableFilters {
  const filters: Record<string, { value: string; match: TextMatch }> = {};
  for (const [id, item] of Object.entries(meta)) {
    if (!('value' in item)) continue;
    const value = typeof item.value === 'string' ? item.value.trim() : '';
    filters[id] = { value, match: item.matchMode === FilterMatchMode.EQUALS ? 'equals' : 'contains' };
  }
  return filters;
}

/** The filters a query should carry: blank values are no filter. */
export function activeFilters(filters: TableFilters): { field: string; match: TextMatch; value: string }[] {
  return Object.entries(filters).flatMap(([field, { value, match }]) => (value.trim() === '' ? [] : [{ field, match, value: value.trim() }]));
}

/** A text filter applied after a short pause in typing, so the server is not asked per key. */
export function TextFilterInput({
  value,
  label,
  placeholder,
  onApply,
}: {
  value: string | null;
  label: string;
  placeholder?: string;
  onApply: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (value ?? '')) return undefined;
    const timer = setTimeout(() => onApply(trimmed === '' ? null : trimmed), 400);
    return () => clearTimeout(timer);
  }, [text, value, onApply]);
  return (
    <InputText
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={placeholder ?? t('kit.table.search')}
      aria-label={label}
      className="kit-table__filter"
    />
  );
}

export function ChoiceFilterInput({
  value,
  label,
  filter,
  onApply,
}: {
  value: string | null;
  label: string;
  filter: Extract<TableColumnFilter, { kind: 'choice' }>;
  onApply: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown
      value={value}
      options={[...filter.options]}
      onChange={(event) => onApply((event.value as string | null) ?? null)}
      placeholder={t('kit.table.any')}
      aria-label={label}
      showClear
      className={`kit-table__filter kit-table__filter--choice ${filter.className ?? ''}`}
    />
  );
}
