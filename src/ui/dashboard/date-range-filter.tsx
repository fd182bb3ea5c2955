import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessDates } from '../../application/dashboard/dashboard.port';
import { calendarDateOf, isoDateOf } from './calendar-dates';

export interface DateRangeFilterProps {
  /** Prefix of the inputs' ids, unique per panel. */
  id: string;
  initial: BusinessDates;
  onFilter: (dates: { from: string | null; to: string | null }) => void;
  /** Why the last Filter was refused, as a key under dashboard.range. */
  issue: string | null;
}

/** spec 1 §2: date from, date to and a Filter button; nothing is fetched until Filter is pressed. */
export function DateRangeFilter({ id, initial, onFilter, issue }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState<Date | null>(calendarDateOf(initial.from));
  const [to, setTo] = useState<Date | null>(calendarDateOf(initial.to));

  return (
    <form
      className="date-range-filter"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter({ from: from ? isoDateOf(from) : null, to: to ? isoDateOf(to) : null });
      }}
    >
      <span className="date-range-filter__field">
        <label htmlFor={`${id}-from`}>{t('dashboard.range.from')}</label>
        <Calendar inputId={`${id}-from`} value={from} onChange={(event) => setFrom(event.value ?? null)} dateFormat="dd M yy" maxDate={to ?? undefined} />
      </span>
      <span className="date-range-filter__field">
        <label htmlFor={`${id}-to`}>{t('dashboard.range.to')}</label>
        <Calendar inputId={`${id}-to`} value={to} onChange={(event) => setTo(event.value ?? null)} dateFormat="dd M yy" minDate={from ?? undefined} />
      </span>
      <Button type="submit" label={t('dashboard.range.filter')} icon="pi pi-filter" className="date-range-filter__submit" />
      {issue && (
        <small className="date-range-filter__issue" role="alert">
          {t(`dashboard.range.${issue}`)}
        </small>
      )}
    </form>
  );
}
