import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCodes, localCountryNameOf } from '../../domain/geo/countries';
import { currencyCodes, type CurrencyCode } from '../../domain/money/currencies';
import { calendarDayOf, isoDateOf } from './report-format';

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
  const [days, setDays] = useState<(Date | null)[]>([calendarDayOf(initial.from), calendarDayOf(initial.to)]);
  const [country, setCountry] = useState(initial.country);
  const [currency, setCurrency] = useState<CurrencyCode>(initial.currency);
  const countries = useMemo(
    () =>
      countryCodes
        .map((code) => ({ value: code, label: localCountryNameOf(code, i18n.language) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [i18n.language],
  );
  const [start, end] = days;
  const complete = start instanceof Date;

  function search() {
    if (!start) return;
    onSearch({ from: isoDateOf(start), to: isoDateOf(end ?? start), country, currency });
  }

  return (
    <form
      className="report-filters"
      aria-label={t('reports.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <div className="report-filters__field report-filters__field--wide">
        <label htmlFor="report-date-range">{t('reports.filters.dateRange')}</label>
        <Calendar
          value={days}
          onChange={(event) => setDays((event.value as (Date | null)[] | null) ?? [null, null])}
          selectionMode="range"
          readOnlyInput
          showIcon
          dateFormat="dd M yy"
          maxDate={new Date()}
          inputId="report-date-range"
        />
      </div>
      <div className="report-filters__field">
        <label htmlFor="report-country">{t('reports.filters.country')}</label>
        <Dropdown
          value={country}
          options={countries}
          onChange={(event) => setCountry(event.value as string)}
          filter
          inputId="report-country"
        />
      </div>
      <div className="report-filters__field report-filters__field--narrow">
        <label htmlFor="report-currency">{t('reports.filters.currency')}</label>
        <Dropdown
          value={currency}
          options={currencyCodes.map((code) => ({ value: code, label: code }))}
          onChange={(event) => setCurrency(event.value as CurrencyCode)}
          inputId="report-currency"
        />
      </div>
      <div className="report-filters__actions">
        <Button type="submit" icon="pi pi-search" label={t('reports.filters.search')} disabled={!complete} />
        <Button type="button" icon="pi pi-file-export" label={t('reports.filters.export')} outlined onClick={onExport} loading={exporting} />
      </div>
    </form>
  );
}
