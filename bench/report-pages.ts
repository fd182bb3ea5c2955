// The transaction report's pages against an existing, generated database (npm run generate):
// pages 1–50 of the last 30 days under 8 clients, then page 1 and page 50 alone, to show a deep
// page costs about what the first does. Optional: the dashboard calls, one at a time.
//   DATABASE_URL=postgres://… npx tsx bench/report-pages.ts          (BENCH_SECONDS, BENCH_DASHBOARD=1)
import { DateTime } from 'luxon';
import { transactionReport } from '../src/contract/reports.contract';
import { loadClient, signInAt } from './bench-client';
import { load } from './latency';
import { runDashboardBench } from './query-benches';
import { startServer } from '../server/src/dev/server-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const isoDaysAgo = (days: number) => DateTime.now().setZone('Asia/Karachi').minus({ days }).toISODate() ?? '';
const log = (message: string) => console.log(`  ${message}`);
const env: Record<string, string> = {};
if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
if (process.env.REPORTS_DATABASE_URL) env.REPORTS_DATABASE_URL = process.env.REPORTS_DATABASE_URL;

const server = await startServer(env);
try {
  for (const [who, userName, password] of [
    ['platform admin', 'admin', 'admin12345'],
    ['merchant', 'merchant', 'merchant123'],
  ] as const) {
    const call = loadClient(server.origin, await signInAt(server.origin, userName, password));
    const body = (page: number) => ({ dateFrom: isoDaysAgo(29), dateTo: isoDaysAgo(0), page, limit: 10 });
    const mixed = await load(8, seconds * 1000, async (i) => {
      await call(transactionReport, { body: body(1 + (i % 50)) });
    });
    log(`report, ${who}, last 30 days, pages 1-50, 8 clients: p50 ${mixed.p50} ms, p95 ${mixed.p95} ms (${mixed.requests} requests, ${mixed.perSecond}/s)`);
    for (const page of [1, 50, 500]) {
      const alone = await load(1, (seconds * 1000) / 2, async () => {
        await call(transactionReport, { body: body(page) });
      });
      log(`report, ${who}, last 30 days, page ${page} alone: p50 ${alone.p50} ms, p95 ${alone.p95} ms (${alone.requests} requests)`);
    }
  }
  if (process.env.BENCH_DASHBOARD === '1') await runDashboardBench(server.origin, log);
} finally {
  await server.stop();
}
