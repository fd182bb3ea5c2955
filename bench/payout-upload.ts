// Payout approval by file (docs/decisions/0026-payout-files.md): a 10,000-row xlsx in the shape
// of the payout export, uploaded through HTTP (multipart) and summarised (read, judged row by row
// against the requests, stored as a pending upload), then confirmed once. Target: the upload answers
// its summary in at most 5 s. On PGlite and, when reachable, PostgreSQL; the server runs in its own process.
//   npm run bench:payout-upload
//   BENCH_ENGINES=pglite BENCH_UPLOAD_RUNS=3 npm run bench:payout-upload
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../server/src/db/pglite-database';
import { confirmPayoutFile, type UploadSummaryDto } from '../src/contract/payout-files.contract';
import { benchClient, signInAt } from './bench-client';
import { startServer } from '../server/src/dev/server-process';

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const runs = Number(process.env.BENCH_UPLOAD_RUNS ?? 5);
const rows = 10_000;
const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** 10,000 Pending requests of the first merchant, 1.50 PKR each, loan ids LNBENCH000001… */
const insertRequests = `insert into loan_requests (id, loan_id, merchant_id, merchant_order_id, amount, payout_type, bank_name, bank_no, cert_name, cert_id, msisdn, description)
  select 'bench' || n, 'LNBENCH' || lpad(n::text, 6, '0'), (select id from merchants order by name limit 1), 'BENCH-' || n, 1.5, 'WALLET', 'Easypaisa',
         '03001234567', 'Bench Person', '35202-1234567-1', '03001234567', 'Bench' from generate_series(1, ${rows}) as n`;

/** The export's columns (spec 3 §3 Payout row in the export), Status set as a person would. */
function workbook(): Buffer {
  const header = [
    'loanId',
    'merchantName',
    'merchantOrderId',
    'amount',
    'certName',
    'payoutType',
    'bankName',
    'bankCode',
    'bankNo',
    'msisdn',
    'status',
    'createdDate',
    'dateFrom',
    'dateTo',
  ];
  const body = Array.from({ length: rows }, (_, index) => {
    const n = String(index + 1).padStart(6, '0');
    return [
      `LNBENCH${n}`,
      'Multiverse',
      `BENCH-${index + 1}`,
      1.5,
      'Bench Person',
      'WALLET',
      'Easypaisa',
      '',
      '03001234567',
      '03001234567',
      index % 4 === 3 ? 'Rejected' : 'Approved',
      '01 Nov 2026 10:00 AM',
      '',
      '',
    ];
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...body]), 'Payouts');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

async function upload(origin: string, token: string, file: Buffer): Promise<{ ms: number; summary: UploadSummaryDto }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'bench.xlsx');
  const started = performance.now();
  const response = await fetch(`${origin}/api/loan-requests/file-upload`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
  const text = await response.text();
  const ms = Math.round(performance.now() - started);
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, summary: (JSON.parse(text) as { data: UploadSummaryDto }).data };
}

async function measure(origin: string, file: Buffer): Promise<void> {
  const token = await signInAt(origin, 'admin', 'admin12345');
  const times: number[] = [];
  let last: UploadSummaryDto | undefined;
  for (let run = 0; run < runs; run += 1) {
    const { ms, summary } = await upload(origin, token, file);
    times.push(ms);
    last = summary;
  }
  if (last === undefined) return;
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `  upload + summary of ${rows} rows (${Math.round(file.length / 1024)} KB xlsx): ${times.join(', ')} ms; median ${sorted[Math.floor(sorted.length / 2)]} ms, worst ${sorted.at(-1)} ms (target ≤ 5000)`,
  );
  console.log(`  summary: ${last.Approved} Approved, ${last.Rejected} Rejected, ${last.discarded} discarded, amount ${last.amount}`);
  const admin = benchClient(origin, token);
  const started = performance.now();
  const body = { originalName: last.originalName, fileName: last.fileName, size: last.size, total: last.total, invalidStatus: last.invalidStatus.length };
  const confirmed = await admin<{ data: { fileRecord: { updatedRecords: number }; skipped: unknown[] } }>(confirmPayoutFile, { body });
  console.log(
    `  confirm (one transaction, ${confirmed.data.fileRecord.updatedRecords} decided, ${confirmed.data.skipped.length} skipped): ${Math.round(performance.now() - started)} ms`,
  );
}

async function main() {
  console.log(`node ${process.version}, engines: ${engines.join(', ')}, ${runs} uploads each`);
  const started = performance.now();
  const file = workbook();
  console.log(`  building the xlsx in the bench: ${Math.round(performance.now() - started)} ms`);
  if (engines.includes('pglite')) {
    console.log('\n== pglite');
    const dataDir = await mkdtemp(join(tmpdir(), 'pgw-bench-upload-'));
    try {
      // PGlite is one process over its folder: seed it, stop, add the requests, start again.
      await (await startServer({ DATA_DIR: dataDir })).stop();
      const db = await PGlite.create(dataDir, { extensions: pgliteExtensions });
      await db.query(insertRequests);
      await db.close();
      const server = await startServer({ DATA_DIR: dataDir, PAYOUT_WORKER_POLL_MS: '600000' });
      try {
        await measure(server.origin, file);
      } finally {
        await server.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes('postgres')) {
    const name = `pgw_bench_upload_${process.pid}`;
    const adminClient = new pg.Client({ connectionString: adminUrl });
    try {
      await adminClient.connect();
    } catch {
      console.log(`\n== postgres: not reachable at ${adminUrl}, skipped`);
      return;
    }
    console.log('\n== postgres');
    await adminClient.query(`create database ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const server = await startServer({ DATABASE_URL: url.toString(), PAYOUT_WORKER_POLL_MS: '600000' });
      try {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        await client.query(insertRequests);
        await client.end();
        await measure(server.origin, file);
      } finally {
        await server.stop();
      }
    } finally {
      await adminClient.query(`drop database if exists ${name} with (force)`);
      await adminClient.end();
    }
  }
}

await main();
