import { useState } from 'react';
import type { AnalyticsDates } from '../../domain/analytics/analytics-range';
import type { Outcome } from '../../domain/shared/rule-issue';
import type { DateRangeIssue } from '../../domain/time/date-presets';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import type { DateRangeValue } from '../kit/date-range-presets';
import { useRemoteData } from '../kit/use-remote-data';
import { searchableDates } from './analytics-filters';

/**
 * The dates and choices of a dashboard, and its figures: a new search for every change (a preset,
 * both custom dates, a choice). spec 3 §8: a failed request is logged (reportProblem) and the
 * dashboard shows no message; it keeps the figures it had.
 */
export function useAnalyticsQuery<Choices extends object, T>(
  initialDates: AnalyticsDates,
  initialChoices: Choices,
  load: (dates: AnalyticsDates, choices: Choices) => Promise<Outcome<T, DateRangeIssue>>,
) {
  const { reportProblem } = useUseCases();
  const [dates, setDates] = useState<DateRangeValue>(initialDates);
  const [searched, setSearched] = useState<AnalyticsDates>(initialDates);
  const [choices, setChoices] = useState<Choices>(initialChoices);
  const issue = typeof searchableDates(dates) === 'string' ? (searchableDates(dates) as string) : null;

  const figures = useRemoteData(
    JSON.stringify({ searched, choices }),
    async () => {
      const outcome = await load(searched, choices);
      if (outcome.ok) return outcome.value;
      throw new Error(`Refused range ${searched.from}..${searched.to}`);
    },
    { onError: reportProblem },
  );

  const onDates = (picked: DateRangeValue) => {
    setDates(picked);
    const usable = searchableDates(picked);
    if (typeof usable !== 'string') setSearched(usable);
  };
  return { dates, onDates, issue, choices, setChoices, searched, figures };
}
