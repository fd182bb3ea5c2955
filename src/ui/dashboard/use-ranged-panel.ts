import { useCallback, useState } from 'react';
import type { BusinessDates } from '../../application/dashboard/dashboard.port';
import type { Outcome } from '../../domain/shared/rule-issue';
import { customRange, type DateRangeIssue } from '../../domain/time/date-presets';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import type { DateRangeValue } from '../kit/date-range-presets';
import { useRemoteData } from '../kit/use-remote-data';

export type RangeIssueKey = 'invalidDate' | 'fromAfterTo';

/** A panel over a date range: loads the initial range, then each range the person filters by. */
export function useRangedPanel<T>(initial: BusinessDates, load: (dates: BusinessDates) => Promise<Outcome<T, DateRangeIssue>>) {
  const { reportProblem } = useUseCases();
  // Each Filter is a new request, even for the same dates.
  const [request, setRequest] = useState({ dates: initial, count: 0 });
  const [issue, setIssue] = useState<RangeIssueKey | null>(null);

  const data = useRemoteData(
    `${request.count}`,
    async () => {
      const outcome = await load(request.dates);
      if (outcome.ok) return outcome.value;
      throw new Error(`Refused range ${request.dates.from}..${request.dates.to}`);
    },
    { onError: reportProblem },
  );

  const filter = useCallback((picked: DateRangeValue) => {
    const checked = customRange(picked.from ?? '', picked.to ?? '');
    if (!checked.ok) return setIssue(checked.issues[0]?.code === 'date-range.from-after-to' ? 'fromAfterTo' : 'invalidDate');
    setIssue(null);
    setRequest((current) => ({ dates: { from: checked.value.from, to: checked.value.to }, count: current.count + 1 }));
  }, []);
  return { data, filter, issue };
}
