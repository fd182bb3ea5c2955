import ReactEChartsCore from 'echarts-for-react/esm/core';
import { PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useChartAnimation } from '../kit/chart-support';
import type { ServiceShare } from '../../application/dashboard/dashboard.port';
import { percentText } from '../kit/formatters';

// stack notes: only the pie chart and the two components used, not the whole of ECharts (~1 MB).
echarts.use([PieChart, TooltipComponent, LegendComponent, CanvasRenderer]);

const palette = ['#3b82f6', '#10b981', '#f59e0b', '#8b5cf6', '#ef4444', '#06b6d4', '#ec4899', '#84cc16'];

export interface ServiceShareChartProps {
  rows: readonly ServiceShare[];
  label: string;
  rtl: boolean;
}

/** spec 1 §2: the Services Share donut; the tooltip shows the server's exact percentage. */
export function ServiceShareChart({ rows, label, rtl }: ServiceShareChartProps) {
  const percentOf = new Map(rows.map((row) => [row.service, percentText(row.sharePercent)]));
  // The canvas cannot inherit CSS fonts: hand it the page's own (Arabic has its own face).
  const fontFamily = typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily;
  const names = rows.map((row) => row.service);
  const animation = useChartAnimation();
  const option = {
    animation,
    textStyle: { fontFamily },
    color: palette,
    tooltip: {
      trigger: 'item',
      formatter: (item: { name: string; value: number }) => `${item.name}<br/>${item.value} · ${percentOf.get(item.name) ?? ''}`,
    },
    // Right to left: the first service at the right, each swatch after (to the right of) its name.
    legend: {
      bottom: 0,
      left: 'center',
      itemGap: 14,
      align: rtl ? 'right' : 'left',
      data: rtl ? [...names].reverse() : names,
      textStyle: { color: '#475569', fontFamily },
    },
    series: [
      {
        type: 'pie',
        radius: ['40%', '62%'],
        center: ['50%', '40%'],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        data: rows.map((row) => ({ name: row.service, value: row.transactions })),
      },
    ],
  };
  return (
    <div className="service-share-chart" role="img" aria-label={label} dir={rtl ? 'rtl' : 'ltr'}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: '100%', width: '100%' }} />
    </div>
  );
}
