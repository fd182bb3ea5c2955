import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCodes, localCountryNameOf } from '../../domain/geo/countries';
import { currencyCodes, type CurrencyCode } from '../../domain/money/currencies';
import { DateRangeField } from '../kit/date-range-field';
import { FilterBar } from '../kit/filter-bar';
import { FormField } from '../kit/form-field';
import type { DateRangeValue } from '../kit/date-range-presets';

export interface ReportFilterValues {
  from: string;
  to: string;
  country: string;
  currency: CurrencyCode;
}

interface TransactionFilterBarProps {
  initial: ReportFilterValues;
  onSearch: (values: ReportFilterValues) => void;
  onExport: () => void;
  exporting: boolean;
}

/** spec 1 §2: date range, country (default Pakistan) and currency (default PKR), Search and Export. */
export function TransactionFilterBar({ initial, onSearch, onExport, exporting }: TransactionFilterBarProps) {
  const { t, i18n } = useTranslation();
  const [dates, setDates] = useState<DateRangeValue>({ from: initial.from, to: initial.to });
  const [country, setCountry] = useState(initial.country);
  const [currency, setCurrency] = useState<CurrencyCode>(initial.currency);
  const countries = useMemo(
    () =>
      countryCodes
        .map((code) => ({ value: code, label: localCountryNameOf(code, i18n.language) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [i18n.language],
  );
  const complete = dates.from !== null;

  function search() {
    if (!dates.from) return;
    onSearch({ from: dates.from, to: dates.to ?? dates.from, country, currency });
  }

  return (
    <FilterBar
      label={t('reports.filters.label')}
      onSubmit={search}
      actions={
        <>
          <Button type="submit" icon="pi pi-search" label={t('reports.filters.search')} disabled={!complete} />
          <Button type="button" icon="pi pi-file-export" label={t('reports.filters.export')} outlined onClick={onExport} loading={exporting} />
        </>
      }
    >
      <DateRangeField id="report-dates" value={dates} onChange={setDates} />
      <FormField id="report-country" label={t('reports.filters.country')} className="kit-filter-bar__field">
        <Dropdown value={country} options={countries} onChange={(event) => setCountry(event.value as string)} filter inputId="report-country" />
      </FormField>
      <FormField id="report-currency" label={t('reports.filters.currency')} className="kit-filter-bar__field kit-filter-bar__field--narrow">
        <Dropdown
          value={currency}
          options={currencyCodes.map((code) => ({ value: code, label: code }))}
          onChange={(event) => setCurrency(event.value as CurrencyCode)}
          inputId="report-currency"
        />
      </FormField>
    </FilterBar>
  );
}
