import type { ReactNode } from 'react';
import type { BusinessDates } from '../../application/dashboard/dashboard.port';
import type { Outcome } from '../../domain/shared/rule-issue';
import type { DateRangeIssue } from '../../domain/time/date-presets';
import { DashboardPanel } from './dashboard-panel';
import { DateRangeFilter } from './date-range-filter';
import { useRangedPanel } from './use-ranged-panel';

export interface RangedPanelProps<T> {
  id: string;
  title: string;
  initial: BusinessDates;
  load: (dates: BusinessDates) => Promise<Outcome<T, DateRangeIssue>>;
  children: (figures: T) => ReactNode;
}

/** spec 1 §2: a share panel with its date from, date to and Filter over the figures. */
export function RangedPanel<T>({ id, title, initial, load, children }: RangedPanelProps<T>) {
  const { data, filter, issue } = useRangedPanel(initial, load);
  return (
    <DashboardPanel id={id} title={title} tools={<DateRangeFilter id={id} initial={initial} onFilter={filter} issue={issue} />} data={data}>
      {children}
    </DashboardPanel>
  );
}
