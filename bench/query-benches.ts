import { DateTime } from 'luxon';
import {
  filterSales,
  filterSubscription,
  getDashboardBilling,
  getDashboardSummary,
  getSubscriptionSummary,
  getTodaySales,
} from '../src/contract/dashboard.contract';
import { transactionReport } from '../src/contract/reports.contract';
import type { CallDefinition } from '../src/contract/call-definition';
import { loadClient, signInAt } from './bench-client';
import { load, summarise, type LatencySummary } from './latency';

const zone = 'Asia/Karachi';
const today = () => DateTime.now().setZone(zone);
const isoDaysAgo = (days: number) => today().minus({ days }).toISODate() ?? '';

function line(label: string, summary: LatencySummary): string {
  return `${label.padEnd(58)} p50 ${String(summary.p50).padStart(6)} ms  p95 ${String(summary.p95).padStart(6)} ms  (${summary.requests} requests, ${summary.perSecond}/s)`;
}

type ReportBody = Record<string, unknown>;
const reportMixes: Array<{ label: string; body: (i: number) => ReportBody }> = [
  { label: 'last 30 days, pages 1-50, newest first', body: (i) => ({ dateFrom: isoDaysAgo(29), dateTo: isoDaysAgo(0), page: 1 + (i % 50), limit: 10 }) },
  {
    label: 'whole year, sorted by amount, pages 1-20',
    body: (i) => ({ dateFrom: isoDaysAgo(364), dateTo: isoDaysAgo(0), page: 1 + (i % 20), limit: 10, sortObj: { field: 'amount', sortBy: 'desc' } }),
  },
  {
    label: 'last 30 days, status equals Failed',
    body: (i) => ({
      dateFrom: isoDaysAgo(29),
      dateTo: isoDaysAgo(0),
      page: 1 + (i % 10),
      limit: 10,
      searchObj: [{ field: 'status', operator: 'equals', value: 'Failed' }],
    }),
  },
  {
    label: 'last 7 days, order id contains a text',
    body: (i) => ({
      dateFrom: isoDaysAgo(6),
      dateTo: isoDaysAgo(0),
      page: 1,
      limit: 10,
      searchObj: [{ field: 'orderId', operator: 'contains', value: String(10 + (i % 90)) }],
    }),
  },
];

/** Transaction report (a page plus its filtered count, one call) with 8 concurrent clients. */
export async function runReportBench(origin: string, log: (message: string) => void): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  for (const [who, userName, password] of [
    ['platform admin (all merchants)', 'admin', 'admin12345'],
    ['merchant (own rows)', 'merchant', 'merchant123'],
  ] as const) {
    const call = loadClient(origin, await signInAt(origin, userName, password));
    for (const mix of reportMixes) {
      const summary = await load(8, seconds * 1000, async (i) => {
        await call(transactionReport, { body: mix.body(i) });
      });
      log(line(`report, ${who}: ${mix.label}`, summary));
    }
  }
}

/** Each dashboard call on its own, sequentially, as the dashboard fires them. */
export async function runDashboardBench(origin: string, log: (message: string) => void): Promise<void> {
  const requests = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 100);
  const call = loadClient(origin, await signInAt(origin, 'admin', 'admin12345'));
  const range = { startDate: isoDaysAgo(29), endDate: isoDaysAgo(0) };
  const cases: Array<[string, CallDefinition, Parameters<typeof call>[1]]> = [
    ['dashboard summary (count cards)', getDashboardSummary, {}],
    ['subscription summary (services share, default range)', getSubscriptionSummary, {}],
    ['filter subscription (last 30 days)', filterSubscription, { body: range }],
    ["today's sales (revenue share)", getTodaySales, {}],
    ['filter sales (last 30 days)', filterSales, { body: range }],
    ['billing today by status', getDashboardBilling, { query: { group: 'status' } }],
    ["billing today's failures by message", getDashboardBilling, { query: { group: 'message', status: 'Failed' } }],
  ];
  for (const [label, definition, input] of cases) {
    const samples: number[] = [];
    for (let i = 0; i < 10; i += 1) await call(definition, input);
    const started = performance.now();
    for (let i = 0; i < requests; i += 1) {
      const t0 = performance.now();
      await call(definition, input);
      samples.push(performance.now() - t0);
    }
    log(line(`dashboard: ${label}`, summarise(samples, performance.now() - started)));
  }
}
