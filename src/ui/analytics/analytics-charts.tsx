import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useChartAnimation } from '../kit/chart-support';

// Only the three chart types and the components these dashboards draw, not the whole of ECharts.
echarts.use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface ChartSeries {
  name: string;
  /** Exact figures as the UI formats them; ECharts only places them. */
  values: readonly number[];
  color: string;
}

export interface SeriesChartProps {
  kind: 'line' | 'bar';
  /** Axis labels (formatted dates or names). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  label: string;
  rtl: boolean;
  stacked?: boolean;
  /** Formats a value in the tooltip (money or a count). */
  format: (value: number) => string;
}

function fontFamily(): string {
  // The canvas cannot inherit CSS fonts: hand it the page's own (Arabic has its own face).
  return typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily;
}

/** A line or bar chart over dates or names; right to left, the axis runs from the right. */
export function SeriesChart({ kind, labels, series, label, rtl, stacked = false, format }: SeriesChartProps) {
  const font = fontFamily();
  const animation = useChartAnimation();
  const option = {
    animation,
    textStyle: { fontFamily: font },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => format(value) },
    legend: { bottom: 0, textStyle: { color: '#475569', fontFamily: font }, data: series.map((s) => s.name) },
    grid: { left: 12, right: 12, top: 16, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: labels, inverse: rtl, axisLabel: { color: '#475569', hideOverlap: true } },
    yAxis: { type: 'value', position: rtl ? 'right' : 'left', axisLabel: { color: '#475569' } },
    series: series.map((s) => ({
      name: s.name,
      type: kind,
      data: s.values,
      itemStyle: { color: s.color },
      lineStyle: { color: s.color, width: 2 },
      showSymbol: labels.length <= 31,
      smooth: kind === 'line',
      ...(stacked ? { stack: 'total' } : {}),
      ...(kind === 'bar' ? { barMaxWidth: 28 } : {}),
    })),
  };
  return (
    <div className="analytics-chart" role="img" aria-label={label} dir={rtl ? 'rtl' : 'ltr'}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: '100%', width: '100%' }} />
    </div>
  );
}

export interface DonutChartProps {
  slices: readonly { name: string; value: number; color: string; text: string }[];
  label: string;
  rtl: boolean;
}

/** A donut; the tooltip shows each slice's own text (an exact percentage or a count). */
export function DonutChart({ slices, label, rtl }: DonutChartProps) {
  const font = fontFamily();
  const textOf = new Map(slices.map((slice) => [slice.name, slice.text]));
  const animation = useChartAnimation();
  const option = {
    animation,
    textStyle: { fontFamily: font },
    tooltip: { trigger: 'item', formatter: (item: { name: string }) => `${item.name}<br/>${textOf.get(item.name) ?? ''}` },
    legend: { bottom: 0, left: 'center', align: rtl ? 'right' : 'left', textStyle: { color: '#475569', fontFamily: font } },
    series: [
      {
        type: 'pie',
        radius: ['42%', '64%'],
        center: ['50%', '42%'],
        label: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        data: slices.map((slice) => ({ name: slice.name, value: slice.value, itemStyle: { color: slice.color } })),
      },
    ],
  };
  return (
    <div className="analytics-chart analytics-chart--donut" role="img" aria-label={label} dir={rtl ? 'rtl' : 'ltr'}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: '100%', width: '100%' }} />
    </div>
  );
}
