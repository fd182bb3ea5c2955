import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessDates } from '../../application/dashboard/dashboard.port';
import { DateRangeField } from '../kit/date-range-field';
import type { DateRangeValue } from '../kit/date-range-presets';

export interface DateRangeFilterProps {
  /** Prefix of the inputs' ids, unique per panel. */
  id: string;
  initial: BusinessDates;
  onFilter: (dates: DateRangeValue) => void;
  /** Why the last Filter was refused, as a key under dashboard.range. */
  issue: string | null;
}

/** spec 1 §2: date from, date to and a Filter button; nothing is fetched until Filter is pressed. */
export function DateRangeFilter({ id, initial, onFilter, issue }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const [dates, setDates] = useState<DateRangeValue>(initial);
  return (
    <form
      className="date-range-filter"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(dates);
      }}
    >
      <DateRangeField id={id} value={dates} onChange={setDates} error={issue ? `dashboard.range.${issue}` : null} />
      <Button type="submit" label={t('dashboard.range.filter')} icon="pi pi-filter" className="date-range-filter__submit" />
    </form>
  );
}
