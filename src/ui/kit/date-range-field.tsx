import { calendarLocaleOf } from './calendar-locale';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import type { FixedDatePreset } from '../../domain/time/date-presets';
import { businessDayOf } from '../../domain/time/business-day';
import { calendarDayOf, isoDateOf } from './calendar-day';
import { fixedDatePresets, presetOf, rangeOfPreset, type DateRangeValue } from './date-range-presets';

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
export function DateRangeField({
  id,
  value,
  onChange,
  presets = fixedDatePresets,
  min,
  max = businessDayOf(new Date()),
  error,
  className = '',
}: DateRangeFieldProps) {
  const { t } = useTranslation();
  const from = calendarDayOf(value.from);
  const to = calendarDayOf(value.to);
  const minDay = calendarDayOf(min) ?? undefined;
  const maxDay = calendarDayOf(max) ?? undefined;
  const errorId = `${id}-error`;
  const described = error ? errorId : null;

  return (
    <fieldset className={`kit-date-range ${className}`} aria-label={t('kit.dateRange.label')}>
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
      <DayInput
        id={`${id}-from`}
        label={t('kit.dateRange.from')}
        day={from}
        min={minDay}
        max={to ?? maxDay}
        invalid={described}
        onPick={(day) => onChange({ ...value, from: day })}
      />
      <DayInput
        id={`${id}-to`}
        label={t('kit.dateRange.to')}
        day={to}
        min={from ?? minDay}
        max={maxDay}
        invalid={described}
        onPick={(day) => onChange({ ...value, to: day })}
      />
      {error && (
        <small id={errorId} className="kit-date-range__error" role="alert">
          {t(error)}
        </small>
      )}
    </fieldset>
  );
}

interface DayInputProps {
  id: string;
  label: string;
  day: Date | null;
  min: Date | undefined;
  max: Date | undefined;
  /** The id of the range's message, when the range is wrong. */
  invalid: string | null;
  onPick: (isoDate: string | null) => void;
}

function DayInput({ id, label, day, min, max, invalid, onPick }: DayInputProps) {
  const { i18n } = useTranslation();
  return (
    <span className="kit-date-range__field">
      <label htmlFor={id}>{label}</label>
      <Calendar
        inputId={id}
        value={day}
        onChange={(event) => onPick(event.value instanceof Date ? isoDateOf(event.value) : null)}
        dateFormat="dd M yy"
        locale={calendarLocaleOf(i18n.language)}
        showIcon
        // Tabbing through the field does not open the month view over the form; its button does.
        showOnFocus={false}
        minDate={min}
        maxDate={max}
        invalid={invalid !== null}
        {...(invalid ? { 'aria-describedby': invalid, 'aria-invalid': true } : {})}
      />
    </span>
  );
}
