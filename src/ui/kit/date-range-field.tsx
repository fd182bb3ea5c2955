import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import type { FixedDatePreset } from '../../domain/time/date-presets';
import { businessDayOf } from '../../domain/time/business-day';
import { calendarDayOf, isoDateOf } from './calendar-day';
import { fixedDatePresets, presetOf, rangeOfPreset, type DateRangeValue } from './date-range-presets';
import './kit.css';

export interface DateRangeFieldProps {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  value: DateRangeValue;
  onChange: (range: DateRangeValue) => void;
  /** The presets offered before Custom; false for dates only. */
  presets?: readonly FixedDatePreset[] | false;
  /** Business dates bounding the choice; `max` defaults to today. */
  min?: string;
  max?: string;
  /** A catalogue key naming what is wrong with the range. */
  error?: string | null;
  className?: string;
}

/** One date-range field: a preset (today, yesterday, last 7 days, ...) or custom from and to dates. */
export function DateRangeField({ id, value, onChange, presets = fixedDatePresets, min, max = businessDayOf(new Date()), error, className = '' }: DateRangeFieldProps) {
  const { t } = useTranslation();
  const from = calendarDayOf(value.from);
  const to = calendarDayOf(value.to);
  const minDay = calendarDayOf(min) ?? undefined;
  const maxDay = calendarDayOf(max) ?? undefined;
  const errorId = `${id}-error`;
  const described = error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
  const pick = (day: unknown) => (day instanceof Date ? isoDateOf(day) : null);

  return (
    <div className={`kit-date-range ${className}`} role="group" aria-label={t('kit.dateRange.label')}>
      {presets !== false && (
        <span className="kit-date-range__field kit-date-range__field--preset">
          <label htmlFor={`${id}-preset`}>{t('kit.dateRange.preset')}</label>
          <Dropdown
            inputId={`${id}-preset`}
            value={presetOf(value, presets)}
            options={[...presets, 'custom' as const].map((preset) => ({ value: preset, label: t(`kit.dateRange.presets.${preset}`) }))}
            onChange={(event) => {
              if (event.value !== 'custom') onChange(rangeOfPreset(event.value as FixedDatePreset));
            }}
          />
        </span>
      )}
      <span className="kit-date-range__field">
        <label htmlFor={`${id}-from`}>{t('kit.dateRange.from')}</label>
        <Calendar
          inputId={`${id}-from`}
          value={from}
          onChange={(event) => onChange({ ...value, from: pick(event.value) })}
          dateFormat="dd M yy"
          showIcon
          minDate={minDay}
          maxDate={to ?? maxDay}
          invalid={Boolean(error)}
          {...described}
        />
      </span>
      <span className="kit-date-range__field">
        <label htmlFor={`${id}-to`}>{t('kit.dateRange.to')}</label>
        <Calendar
          inputId={`${id}-to`}
          value={to}
          onChange={(event) => onChange({ ...value, to: pick(event.value) })}
          dateFormat="dd M yy"
          showIcon
          minDate={from ?? minDay}
          maxDate={maxDay}
          invalid={Boolean(error)}
          {...described}
        />
      </span>
      {error && (
        <small id={errorId} className="kit-date-range__error" role="alert">
          {t(error)}
        </small>
      )}
    </div>
  );
}
