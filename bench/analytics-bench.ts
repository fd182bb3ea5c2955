import { DateTime } from 'luxon';
import { getCollectionSummary, getDisbursementSummary } from '../src/contract/analytics.contract';
import type { CallDefinition } from '../src/contract/call-definition';
import { listMerchants } from '../src/contract/lookups.contract';
import { benchClient, loadClient, signInAt } from './bench-client';
import { load, type LatencySummary } from './latency';

// Issues 10 and 12 (analytics): the Collection Overview's one call under 8 concurrent clients, over
// ranges from a week to a year, for platform staff (all merchants, or narrowed) and for a merchant.
// Targets: p95 ≤ 50 ms on PostgreSQL and ≤ 100 ms on PGlite at 1,000,000 transactions.

const zone = 'Asia/Karachi';

/** The wire range the portal sends for the last `days` business days, today included. */
function lastDays(days: number): { dateFrom: string; dateTo: string } {
  const today = DateTime.now().setZone(zone).startOf('day');
  const from = today.minus({ days: days - 1 });
  return { dateFrom: from.toUTC().toISO() ?? '', dateTo: today.endOf('day').toUTC().toISO() ?? '' };
}

function line(label: string, summary: LatencySummary): string {
  return `${label.padEnd(64)} p50 ${String(summary.p50).padStart(6)} ms  p95 ${String(summary.p95).padStart(6)} ms  (${summary.requests} requests, ${summary.perSecond}/s)`;
}

export async function runAnalyticsBench(origin: string, log: (message: string) => void): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const adminToken = await signInAt(origin, 'admin', 'admin12345');
  const admin = loadClient(origin, adminToken);
  const merchant = loadClient(origin, await signInAt(origin, 'merchant', 'merchant123'));
  const merchants = await benchClient(origin, adminToken)<Array<{ _id: string }>>(listMerchants);
  const someMerchant = merchants[0]?._id ?? '';
  const cases: Array<[string, typeof admin, CallDefinition, (i: number) => Record<string, unknown>]> = [
    ['collection, platform admin: Last 7 days', admin, getCollectionSummary, () => lastDays(7)],
    ['collection, platform admin: Last 30 days', admin, getCollectionSummary, () => lastDays(30)],
    ['collection, platform admin: Last year', admin, getCollectionSummary, () => lastDays(365)],
    [
      'collection, platform admin: Last year, one merchant, one method',
      admin,
      getCollectionSummary,
      (i) => ({ ...lastDays(365), merchant: someMerchant, paymentMethod: ['easypaisa', 'jazzcash', 'card'][i % 3] }),
    ],
    ['collection, merchant (own rows): Last year', merchant, getCollectionSummary, () => lastDays(365)],
    ['disbursement, platform admin: Last year', admin, getDisbursementSummary, () => lastDays(365)],
    ['disbursement, merchant (own rows): Last 30 days', merchant, getDisbursementSummary, () => lastDays(30)],
  ];
  for (const [label, call, definition, body] of cases) {
    for (let i = 0; i < 10; i += 1) await call(definition, { body: body(i) });
    const summary = await load(8, seconds * 1000, async (i) => {
      await call(definition, { body: body(i) });
    });
    log(line(`${label} (8 clients)`, summary));
  }
}
