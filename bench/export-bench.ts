import { DateTime } from 'luxon';
import { createTransactionsCsvJob, listCsvJobs } from '../src/contract/csv-jobs.contract';
import { benchClient, signInAt } from './bench-client';
import { sampleMemory } from './memory-sampler';

const isoDaysAgo = (days: number) => DateTime.now().setZone('Asia/Karachi').minus({ days }).toISODate() ?? '';

async function exportOnce(origin: string, serverPid: number, filter: Record<string, unknown>) {
  const call = benchClient(origin, await signInAt(origin, 'admin', 'admin12345'));
  const memory = sampleMemory(serverPid);
  const started = performance.now();
  const created = await call<{ data: { _id: string } }>(createTransactionsCsvJob, { body: filter });
  for (;;) {
    const listed = await call<{ data: { data: Array<{ _id: string; status: string; records: { totalRecords: number } }> } }>(listCsvJobs, {
      query: { page: '1', limit: '100' },
    });
    const job = listed.data.data.find((row) => row._id === created.data._id);
    if (job?.status === 'completed' || job?.status === 'failed') {
      const elapsedMs = performance.now() - started;
      return { status: job.status, rows: job.records.totalRecords, elapsedMs, memory: memory.stop() };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * CSV export through the real job worker: a one-month slice, then every row, with this process's
 * peak resident memory (the server's own process), to show memory stays flat in the row count.
 */
export async function runExportBench(origin: string, serverPid: number, log: (message: string) => void): Promise<{ rate: number; rows: number }> {
  let everyRow = { rate: 0, rows: 0 };
  for (const [label, filter] of [
    ['last 30 days', { dateFrom: isoDaysAgo(29), dateTo: isoDaysAgo(0) }],
    ['every row', { dateFrom: isoDaysAgo(3650), dateTo: isoDaysAgo(0) }],
  ] as const) {
    const outcome = await exportOnce(origin, serverPid, filter);
    const rate = Math.round(outcome.rows / (outcome.elapsedMs / 1000));
    everyRow = { rate, rows: outcome.rows };
    log(
      `CSV export, ${label}: ${outcome.status}, ${outcome.rows.toLocaleString('en')} rows in ${(outcome.elapsedMs / 1000).toFixed(1)} s = ${rate.toLocaleString('en')} rows/s; RSS ${outcome.memory.startMiB} -> peak ${outcome.memory.peakMiB} MiB`,
    );
  }
  return everyRow;
}
