import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import type { AnalyticsDates } from '../../domain/analytics/analytics-range';
import { useArea, useUseCases } from '../../infrastructure/di/use-cases-context';
import { DateRangeField } from '../kit/date-range-field';
import type { DateRangeValue } from '../kit/date-range-presets';
import { FormField } from '../kit/form-field';
import { useRemoteData } from '../kit/use-remote-data';

const allOption = 'all';

export interface ChoiceFilter {
  id: string;
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}

export interface AnalyticsFiltersProps {
  id: string;
  dates: DateRangeValue;
  onDates: (dates: DateRangeValue) => void;
  /** Why the dates are not searched yet, as a catalogue key. */
  datesIssue: string | null;
  /** spec 3 §2, §6: platform staff choose a merchant and a payment method or vendor. */
  platform: boolean;
  merchantId: string | undefined;
  onMerchant: (merchantId: string | undefined) => void;
  choice: Omit<ChoiceFilter, 'id'> & { id: string };
}

function Choice({ id, label, allLabel, value, options, onChange }: ChoiceFilter) {
  return (
    <FormField id={id} label={label} className="analytics-filters__field">
      <Dropdown
        inputId={id}
        value={value ?? allOption}
        options={[{ value: allOption, label: allLabel }, ...options]}
        filter={options.length > 8}
        onChange={(event) => onChange(event.value === allOption ? undefined : (event.value as string))}
      />
    </FormField>
  );
}

/** The dashboards' filters: date presets and a custom range for everyone, the choices for platform staff only. */
export function AnalyticsFilters({ id, dates, onDates, datesIssue, platform, merchantId, onMerchant, choice }: AnalyticsFiltersProps) {
  const { t } = useTranslation();
  const { reportProblem } = useUseCases();
  const lookups = useArea('lookups');
  // spec 3 §7: the merchant list is fetched only for platform staff.
  const merchants = useRemoteData(String(platform), async () => (platform ? lookups.merchants() : []), { onError: reportProblem });
  return (
    <div className="analytics-filters p-card">
      <DateRangeField id={`${id}-dates`} value={dates} onChange={onDates} error={datesIssue} className="analytics-filters__dates" />
      {platform && (
        <>
          <Choice
            id={`${id}-merchant`}
            label={t('analytics.filters.merchant')}
            allLabel={t('analytics.filters.allMerchants')}
            value={merchantId}
            options={(merchants.data ?? []).map((merchant) => ({ value: merchant.id, label: merchant.name }))}
            onChange={onMerchant}
          />
          <Choice {...choice} />
        </>
      )}
    </div>
  );
}

/** The dates a search can use, or the catalogue key of what is missing. */
export function searchableDates(value: DateRangeValue): AnalyticsDates | string {
  if (value.from === null || value.to === null) return 'analytics.filters.pickBoth';
  if (value.from > value.to) return 'analytics.filters.fromAfterTo';
  return { from: value.from, to: value.to };
}
