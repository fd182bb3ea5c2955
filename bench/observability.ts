// docs/operations.md "Overhead": the transaction report's p95 under 8 clients with metrics and tracing
// on (METRICS_TOKEN scraped every 5 s, spans of every request and query exported to a local OTLP
// receiver) against off, in one run, on one fresh PostgreSQL database with the demo data. The two
// alternate for BENCH_ROUNDS rounds so the machine's drift falls on both; prints each round and the medians.
//   npm run bench:observability
//   BENCH_SECONDS=8 BENCH_ROUNDS=3 BENCH_ADMIN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:observability
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { DateTime } from 'luxon';
import pg from 'pg';
import { transactionReport } from '../src/contract/reports.contract';
import { startServer } from '../server/src/dev/server-process';
import { loadClient, signInAt } from './bench-client';
import { load, type LatencySummary } from './latency';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const metricsToken = 'bench-metrics-token-0123456789';
const isoDaysAgo = (days: number) => DateTime.now().setZone('Asia/Karachi').minus({ days }).toISODate() ?? '';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An OTLP/HTTP receiver that reads and drops what it is sent, counting the exports. */
async function otlpSink(): Promise<{ endpoint: string; exports: () => number; close: () => void }> {
  let exports = 0;
  const sink = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      exports += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  sink.listen(0, '127.0.0.1');
  await once(sink, 'listening');
  const address = sink.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { endpoint: `http://127.0.0.1:${port}`, exports: () => exports, close: () => sink.close() };
}

/** The process's CPU time so far (user and system), in ms: /proc/<pid>/stat counts clock ticks of 10 ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A round's latency, and the server's CPU time per request (the machine's other load barely moves it). */
type Round = LatencySummary & { cpuMsPerRequest: number };

async function measure(env: Record<string, string>, scrape: boolean): Promise<Round> {
  const server = await startServer(env);
  let scraper: ReturnType<typeof setInterval> | undefined;
  try {
    const call = loadClient(server.origin, await signInAt(server.origin, 'admin', 'admin12345'));
    if (scrape) {
      scraper = setInterval(() => {
        void fetch(`${server.origin}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } }).then((answer) => answer.text());
      }, 5000);
    }
    const body = (page: number) => ({ dateFrom: isoDaysAgo(29), dateTo: isoDaysAgo(0), page, limit: 10 });
    const report = async (i: number) => {
      await call(transactionReport, { body: body(1 + (i % 50)) });
    };
    // The warm-up apart, so the CPU figure covers the measured requests only.
    await load(8, 1, report);
    const cpuBefore = cpuMs(server.pid);
    const summary = await load(8, seconds * 1000, report, 0);
    return { ...summary, cpuMsPerRequest: Math.round(((cpuMs(server.pid) - cpuBefore) / summary.requests) * 100) / 100 };
  } finally {
    if (scraper !== undefined) clearInterval(scraper);
    await server.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const name = `pgw_bench_obs_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
await admin(`create database ${name}`);
const sink = await otlpSink();
try {
  const base = { DATABASE_URL: url.toString(), SEED_DEMO: 'true' };
  const off = base;
  const on = { ...base, METRICS_TOKEN: metricsToken, OTEL_EXPORTER_OTLP_ENDPOINT: sink.endpoint };
  // The SDK's own sampler setting: one trace in ten recorded (request ids stay trace ids for all).
  const sampled = { ...on, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' };
  // The first start seeds the database; it is not measured.
  await (await startServer(base)).stop();
  const figures: Record<'off' | 'on' | 'on, 10% sampled', Round[]> = { off: [], on: [], 'on, 10% sampled': [] };
  const modes = [
    ['off', off],
    ['on', on],
    ['on, 10% sampled', sampled],
  ] as const;
  for (let round = 1; round <= rounds; round += 1) {
    for (const [label, env] of modes) {
      const summary = await measure(env, label !== 'off');
      figures[label].push(summary);
      console.log(
        `  round ${round}, metrics and tracing ${label.padEnd(15)}: p50 ${summary.p50} ms, p95 ${summary.p95} ms (${summary.requests} requests, ${summary.perSecond}/s), server CPU ${summary.cpuMsPerRequest} ms a request`,
      );
    }
  }
  const p95Off = median(figures.off.map((summary) => summary.p95));
  const cpuOff = median(figures.off.map((summary) => summary.cpuMsPerRequest));
  const change = (value: number, off: number) => `${(((value - off) / off) * 100).toFixed(1)} %`;
  for (const [label] of modes) {
    const p95 = median(figures[label].map((summary) => summary.p95));
    const cpu = median(figures[label].map((summary) => summary.cpuMsPerRequest));
    console.log(`  ${label.padEnd(15)} median p95 ${p95} ms (${change(p95, p95Off)}), server CPU ${cpu} ms a request (${change(cpu, cpuOff)})`);
  }
  console.log(`  OTLP exports received: ${sink.exports()}`);
} finally {
  sink.close();
  await admin(`drop database if exists ${name} with (force)`);
}
