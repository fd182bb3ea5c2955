import { lazy, Suspense } from 'react';
import type { DonutChartProps, SeriesChartProps } from './analytics-charts';
import { canDrawCharts } from '../kit/chart-support';

// The chart library loads with the first chart, after the figures (login never loads it).
const SeriesChartView = lazy(() => import('./analytics-charts').then((module) => ({ default: module.SeriesChart })));
const DonutChartView = lazy(() => import('./analytics-charts').then((module) => ({ default: module.DonutChart })));

export function LazySeriesChart(props: SeriesChartProps) {
  if (!canDrawCharts()) return null;
  return (
    <Suspense fallback={<div className="analytics-chart" aria-hidden="true" />}>
      <SeriesChartView {...props} />
    </Suspense>
  );
}

export function LazyDonutChart(props: DonutChartProps) {
  if (!canDrawCharts()) return null;
  return (
    <Suspense fallback={<div className="analytics-chart analytics-chart--donut" aria-hidden="true" />}>
      <DonutChartView {...props} />
    </Suspense>
  );
}
