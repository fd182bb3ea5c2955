import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutSearch } from '../../application/checkout-logs/checkout-logs.port';
import { DateRangeField } from '../kit/date-range-field';
import type { DateRangeValue } from '../kit/date-range-presets';
import { rangeOfPreset } from '../kit/date-range-presets';
import { FilterBar } from '../kit/filter-bar';
import { FormField } from '../kit/form-field';

/** What the search bar asks for; the grid adds the page. */
export type CheckoutFilter = Omit<CheckoutSearch, 'page' | 'pageSize'>;

/** The first search: the last 7 days (spec 3 §9's default preset). */
export function initialCheckoutFilter(): CheckoutFilter {
  const { from, to } = rangeOfPreset('last7days');
  return { from, to, query: '' };
}

interface CheckoutSearchBarProps {
  id: string;
  search: CheckoutFilter;
  /** Each search (or reset) reads from the first page, keeping the page size. */
  onSearch: (search: CheckoutFilter) => void;
}

/** spec 3 §2: a date-range search with Search and Reset (and the query of spec 3 §7). */
export function CheckoutSearchBar({ id, search, onSearch }: CheckoutSearchBarProps) {
  const { t } = useTranslation();
  const [dates, setDates] = useState<DateRangeValue>({ from: search.from, to: search.to });
  const [query, setQuery] = useState(search.query);

  function submit() {
    if (dates.from === null) return;
    onSearch({ from: dates.from, to: dates.to ?? dates.from, query });
  }

  function reset() {
    const initial = initialCheckoutFilter();
    setDates({ from: initial.from, to: initial.to });
    setQuery('');
    onSearch(initial);
  }

  return (
    <FilterBar
      label={t('checkoutLogs.search.label')}
      onSubmit={submit}
      actions={
        <>
          <Button type="submit" icon="pi pi-search" label={t('checkoutLogs.search.search')} disabled={dates.from === null} />
          <Button type="button" icon="pi pi-refresh" label={t('checkoutLogs.search.reset')} outlined onClick={reset} />
        </>
      }
    >
      <DateRangeField id={`${id}-dates`} value={dates} onChange={setDates} />
      <FormField id={`${id}-query`} label={t('checkoutLogs.search.query')} className="kit-filter-bar__field">
        <InputText
          id={`${id}-query`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t(`checkoutLogs.search.${id}Placeholder`)}
          maxLength={100}
        />
      </FormField>
    </FilterBar>
  );
}
