import { useCallback, useState } from 'react';
import type { BusinessDates } from '../../application/dashboard/dashboard.port';
import type { Outcome } from '../../domain/shared/rule-issue';
import { customRange, type DateRangeIssue } from '../../domain/time/date-presets';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { usePanelData } from './use-panel-data';

export type RangeIssueKey = 'invalidDate' | 'fromAfterTo';

/** A panel over a date range: loads the initial range, then each range the person filters by. */
export function useRangedPanel<T>(initial: BusinessDates, load: (dates: BusinessDates) => Promise<Outcome<T[], DateRangeIssue>>) {
  const { reportProblem } = useUseCases();
  const [dates, setDates] = useState(initial);
  const [issue, setIssue] = useState<RangeIssueKey | null>(null);

  const loadRange = useCallback(async () => {
    const outcome = await load(dates);
    if (outcome.ok) return outcome.value;
    throw new Error(`Refused range ${dates.from}..${dates.to}`);
  }, [load, dates]);
  const { state, reload } = usePanelData(loadRange, reportProblem);

  const filter = useCallback(
    (picked: { from: string | null; to: string | null }) => {
      const checked = customRange(picked.from ?? '', picked.to ?? '');
      if (!checked.ok) return setIssue(checked.issues[0]?.code === 'date-range.from-after-to' ? 'fromAfterTo' : 'invalidDate');
      setIssue(null);
      // A new object even for the same dates, so Filter always fetches again.
      setDates({ from: checked.value.from, to: checked.value.to });
    },
    [],
  );
  return { state, reload, filter, issue };
}
