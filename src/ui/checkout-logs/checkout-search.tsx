import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutSearch } from '../../application/checkout-logs/checkout-logs.port';
import { checkoutLogDefaultPageSize } from '../../domain/checkout-logs/checkout-log-paging';
import { DateRangeField } from '../kit/date-range-field';
import type { DateRangeValue } from '../kit/date-range-presets';
import { rangeOfPreset } from '../kit/date-range-presets';
import { FilterBar } from '../kit/filter-bar';
import { FormField } from '../kit/form-field';

/** The first search: the last 7 days (spec 3 §9's default preset), first page. */
export function initialCheckoutSearch(): CheckoutSearch {
  const { from, to } = rangeOfPreset('last7days');
  return { from, to, query: '', page: 1, pageSize: checkoutLogDefaultPageSize };
}

interface CheckoutSearchBarProps {
  id: string;
  search: CheckoutSearch;
  onSearch: (search: CheckoutSearch) => void;
}

/** spec 3 §2: a date-range search with Search and Reset (and the query of spec 3 §7). */
export function CheckoutSearchBar({ id, search, onSearch }: CheckoutSearchBarProps) {
  const { t } = useTranslation();
  const [dates, setDates] = useState<DateRangeValue>({ from: search.from, to: search.to });
  const [query, setQuery] = useState(search.query);

  function submit() {
    if (dates.from === null) return;
    onSearch({ ...search, from: dates.from, to: dates.to ?? dates.from, query, page: 1 });
  }

  function reset() {
    const initial = initialCheckoutSearch();
    setDates({ from: initial.from, to: initial.to });
    setQuery('');
    onSearch({ ...initial, pageSize: search.pageSize });
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
        <InputText id={`${id}-query`} value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t(`checkoutLogs.search.${id}Placeholder`)} maxLength={100} />
      </FormField>
    </FilterBar>
  );
}
