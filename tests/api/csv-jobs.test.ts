import { appendFile, mkdtemp, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadLinks } from '../../server/src/csv-jobs/download-link';
import { runExportJob } from '../../server/src/csv-jobs/run-export-job';
import { transactionCsvHeader } from '../../server/src/csv-jobs/transaction-csv';
import { whereStoredQuery, type StoredTransactionQuery } from '../../server/src/csv-jobs/transaction-export-filter';
import { countRows } from '../../server/src/csv-jobs/transaction-export-pages';
import { newRecordId } from '../../server/src/db/record-id';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: { multiverse: string; techlets: string; admin: string } = { multiverse: '', techlets: '', admin: '' };
// A day no demo transaction falls on (business day, Asia/Karachi), so the exports are exactly the rows seeded here.
const day = '2019-03-14';
const filter = { dateFrom: day, dateTo: day, country: 'PK', currency: 'PKR' };

interface JobRow {
  _id: string;
  query: string;
  status: string;
  records: { completedRecords: number; totalRecords: number };
}

async function seedTransaction(merchantId: string, values: { orderId: string; productName: string; amount: string; at: string; share?: string }) {
  const service = await server.db
    .selectFrom('services')
    .select(['id', 'service_name'])
    .where('merchant_id', '=', merchantId)
    .where('service_type', '<>', 'Voucher')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const id = newRecordId();
  const share = values.share ?? '4.00';
  await server.db
    .insertInto('transactions')
    .values({
      id,
      transaction_id: `EPCSV-${id}`,
      order_id: values.orderId,
      merchant_id: merchantId,
      service_id: service.id,
      provider: 'easypaisa',
      msisdn: '03001234567',
      country: 'Pakistan',
      operator: 'Telenor',
      product_name: values.productName,
      service_name: service.service_name,
      transaction_date: values.at,
      amount: values.amount,
      currency: 'PKR',
      merchant_share_value: (Number(values.amount) - Number(share)).toFixed(2),
      walee_share_value: share,
      net_amount: (Number(values.amount) - Number(share)).toFixed(2),
      status: 'Success',
      failure_message: null,
    })
    .execute();
  return `EPCSV-${id}`;
}

/** A refund of a seeded transaction as the call centre leaves it (docs/decisions/0033-call-centre-and-refunds.md). */
async function refundOf(transactionNumber: string, amount: string, status: 'completed' | 'failed') {
  const paid = await server.db.selectFrom('transactions').selectAll().where('transaction_id', '=', transactionNumber).executeTakeFirstOrThrow();
  const at = new Date('2019-03-20T10:00:00Z');
  await server.db
    .insertInto('refunds')
    .values({
      id: newRecordId(),
      transaction_id: paid.id,
      transaction_number: paid.transaction_id,
      merchant_id: paid.merchant_id,
      service_id: paid.service_id,
      provider: 'easypaisa',
      amount,
      currency: paid.currency,
      status,
      requested_by_name: 'admin',
      created_at: at,
      completed_at: status === 'completed' ? at : null,
    })
    .execute();
}

const api = <T = unknown>(path: string, who: string, init: { method?: string; body?: unknown } = {}) =>
  callApi<T>(server.baseUrl, path, { token: tokens[who], ...init });

async function exportFor(who: string, body: unknown = filter): Promise<string> {
  const answer = await api<{ is_success: boolean; data: { _id: string } }>('/api/csv-jobs/transactions/', who, { method: 'POST', body });
  expect(answer.status).toBe(200);
  expect(answer.body.is_success).toBe(true);
  return answer.body.data._id;
}

async function jobOf(id: string): Promise<{ status: string; completed_records: number; total_records: number }> {
  return server.db.selectFrom('csv_jobs').select(['status', 'completed_records', 'total_records']).where('id', '=', id).executeTakeFirstOrThrow();
}

async function completed(id: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const job = await jobOf(id);
    if (job.status === 'completed') return;
    if (job.status === 'failed') throw new Error(`job ${id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not complete`);
}

async function downloaded(id: string, who: string): Promise<{ text: string; disposition: string | null; type: string | null }> {
  const link = await api<{ data: { data: { url: string } } }>(`/api/v1/csv-jobs/${id}/download/`, who);
  expect(link.status).toBe(200);
  const response = await fetch(new URL(link.body.data.data.url, server.baseUrl));
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { text: bytes.toString('utf8'), disposition: response.headers.get('content-disposition'), type: response.headers.get('content-type') };
}

const linesOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');

let multiverseTransactions: string[];
let techletsTransaction: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const [user, password] of [
    ['admin', 'admin12345'],
    ['merchant', 'merchant123'],
    ['techlets', 'merchant123'],
    ['viewer', 'viewer123'],
    ['jazz.ops', 'carrier123'],
    ['support', 'support123'],
  ]) {
    tokens[user as string] = await server.signIn(user as string, password as string);
  }
  const merchants = await server.db.selectFrom('merchants').select(['id', 'name']).execute();
  ids.multiverse = merchants.find((m) => m.name === 'Multiverse')?.id ?? '';
  ids.techlets = merchants.find((m) => m.name === 'Techlets')?.id ?? '';
  ids.admin = (await server.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()).id;
  multiverseTransactions = [
    await seedTransaction(ids.multiverse, { orderId: '+1', productName: '=cmd|calc', amount: '1234.50', at: '2019-03-14T05:00:00Z' }),
    await seedTransaction(ids.multiverse, { orderId: 'ORD, "quoted"', productName: 'كتاب', amount: '0.50', at: '2019-03-14T06:00:00Z', share: '0.02' }),
  ];
  techletsTransaction = await seedTransaction(ids.techlets, { orderId: '@sum', productName: 'Game Credits', amount: '99.00', at: '2019-03-14T07:00:00Z' });
  // Just outside the day in Karachi (UTC+5): 2019-03-14 19:00Z is 15 March there.
  await seedTransaction(ids.multiverse, { orderId: 'NEXT-DAY', productName: 'E-book', amount: '10.00', at: '2019-03-14T19:00:00Z' });
});
afterAll(async () => {
  await server?.close();
});

describe('CSV export of the transaction report', () => {
  it('writes exactly the filtered rows with a BOM, the header and neutralised text cells', async () => {
    const id = await exportFor('admin');
    await completed(id);
    expect(await jobOf(id)).toMatchObject({ completed_records: 3, total_records: 3 });
    const file = await downloaded(id, 'admin');
    expect(file.disposition).toBe(`attachment; filename="CSV_${id}.csv"`);
    expect(file.type).toMatch(/^text\/csv/);
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    const lines = linesOf(file.text);
    expect(lines[0]).toBe(transactionCsvHeader.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `${multiverseTransactions[0]},'+1,03001234567,Pakistan,Telenor,'=cmd|calc,${lines[1]?.split(',')[6]},14/03/2019 10:00:00,1234.50,1230.50,4.00,1230.50,Success,0.00`,
    );
    expect(lines[2]).toContain(`${multiverseTransactions[1]},"ORD, ""quoted""",03001234567,Pakistan,Telenor,كتاب,`);
    expect(lines[2]).toContain(',0.50,0.48,0.02,0.48,Success');
    expect(lines[3]).toContain(`${techletsTransaction},'@sum,`);
    expect(file.text).not.toContain('NEXT-DAY');
  });

  it('writes what completed refunds gave back of each payment, exactly, and 0.00 when none', async () => {
    // docs/decisions/0041-refunds-in-the-money-figures.md: a failed refund moved no money.
    const [refunded, failed] = multiverseTransactions;
    await refundOf(refunded ?? '', '234.55', 'completed');
    await refundOf(failed ?? '', '0.50', 'failed');
    const id = await exportFor('admin');
    await completed(id);
    const cells = (line: string | undefined) => line?.split(',') ?? [];
    const lines = linesOf((await downloaded(id, 'admin')).text);
    expect(lines[0]?.endsWith(',Status,Refunded Amount')).toBe(true);
    expect(cells(lines[1]).slice(-3)).toEqual(['1230.50', 'Success', '234.55']);
    expect(cells(lines[2]).slice(-3)).toEqual(['0.48', 'Success', '0.00']);
    expect(cells(lines[3]).slice(-2)).toEqual(['Success', '0.00']);
  });

  it('keeps a merchant’s export to its own rows even when the filter asks for another’s', async () => {
    const id = await exportFor('merchant', { ...filter, searchObj: [{ field: 'orderId', operator: 'contains', value: 'sum' }] });
    await completed(id);
    expect(linesOf((await downloaded(id, 'merchant')).text)).toHaveLength(1);
    const all = await exportFor('merchant');
    await completed(all);
    const lines = linesOf((await downloaded(all, 'merchant')).text);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(multiverseTransactions);
    const stored = await server.db.selectFrom('csv_jobs').select(['merchant_id', 'query']).where('id', '=', all).executeTakeFirstOrThrow();
    expect(stored.merchant_id).toBe(ids.multiverse);
    expect(stored.query).toMatchObject({
      merchantId: ids.multiverse,
      country: 'Pakistan',
      transactionDate: { $gte: '2019-03-13T19:00:00.000Z', $lte: '2019-03-14T18:59:59.999Z' },
    });
  });

  it('searches case-insensitively and takes %, _ and \\ literally', async () => {
    const id = await exportFor('admin', { ...filter, searchObj: [{ field: 'productName', operator: 'contains', value: 'CMD|' }] });
    const literal = await exportFor('admin', { ...filter, searchObj: [{ field: 'orderId', operator: 'equals', value: '%' }] });
    await completed(id);
    await completed(literal);
    expect(linesOf((await downloaded(id, 'admin')).text)).toHaveLength(2);
    expect(linesOf((await downloaded(literal, 'admin')).text)).toHaveLength(1);
  });

  it('exports on the fields behind the Account and Product columns (msisdn, productName)', async () => {
    const id = await exportFor('admin', {
      ...filter,
      searchObj: [
        { field: 'msisdn', operator: 'equals', value: '03001234567' },
        { field: 'productName', operator: 'contains', value: 'game' },
      ],
    });
    await completed(id);
    const lines = linesOf((await downloaded(id, 'admin')).text);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([techletsTransaction]);
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    const answer = await api('/api/csv-jobs/transactions/', 'admin', {
      method: 'POST',
      body: { ...filter, searchObj: [{ field: 'merchant_id; drop', operator: 'equals', value: 'x' }] },
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)[0]?.field).toBe('searchObj.0.field');
    // One search whitelist with the report: country and currency are filter fields of their own.
    const country = await api('/api/csv-jobs/transactions/', 'admin', {
      method: 'POST',
      body: { ...filter, searchObj: [{ field: 'country', operator: 'equals', value: 'Pakistan' }] },
    });
    expect(country.status).toBe(400);
    expect(errorsOf(country.body)[0]).toMatchObject({ field: 'searchObj.0.field', message: 'This column cannot be filtered' });
    const reversed = await api('/api/csv-jobs/transactions/', 'admin', { method: 'POST', body: { dateFrom: '2019-03-15', dateTo: '2019-03-14' } });
    expect(errorsOf(reversed.body)[0]?.field).toBe('dateTo');
  });

  it('refuses carrier staff, who see no merchant’s transactions, and a viewer without generateReport', async () => {
    expect((await api('/api/csv-jobs/transactions/', 'jazz.ops', { method: 'POST', body: filter })).status).toBe(403);
    expect((await api('/api/csv-jobs/transactions/', 'viewer', { method: 'POST', body: filter })).status).toBe(403);
  });
});

describe('the progress total of an export', () => {
  it('is the number of rows the filter matches, from the daily counts or from the table', async () => {
    const day = { $gte: '2019-03-13T19:00:00.000Z', $lte: '2019-03-14T18:59:59.999Z' };
    const dateBounds = [
      undefined,
      day,
      { $gte: '2019-03-13T19:00:00.000Z', $lte: '2019-03-15T18:59:59.999Z' },
      { $gte: '2019-03-14T05:30:00.000Z', $lte: '2019-03-14T18:59:59.999Z' },
    ];
    const searches = [
      undefined,
      [{ field: 'status', operator: 'equals', value: 'SUCCESS' }],
      [{ field: 'status', operator: 'equals', value: 'failed' }],
      [{ field: 'orderId', operator: 'contains', value: '1' }],
    ] as const;
    for (const transactionDate of dateBounds) {
      for (const searchObj of searches) {
        for (const narrowing of [{}, { merchantId: ids.multiverse }, { country: 'pakistan', currency: 'PKR' }, { currency: 'USD' }]) {
          const query: StoredTransactionQuery = {
            ...(transactionDate ? { transactionDate } : {}),
            ...(searchObj ? { searchObj: [...searchObj] } : {}),
            ...narrowing,
          };
          const inTable = await whereStoredQuery(server.db.selectFrom('transactions'), query)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          expect({ query, total: await countRows(server.db, query, 'Asia/Karachi') }).toEqual({ query, total: Number(inTable.n) });
        }
      }
    }
  });
});

describe('the CSV job list and downloads', () => {
  it('never builds the download link from the Host header', async () => {
    const id = await exportFor('admin');
    await completed(id);
    const { port } = new URL(server.baseUrl);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: `/api/v1/csv-jobs/${id}/download/`,
          headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-auth-token': tokens.admin },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(answer.status).toBe(200);
    const url = (JSON.parse(answer.body) as { data: { data: { url: string } } }).data.data.url;
    expect(url).not.toContain('evil.example');
    // No PUBLIC_URL configured: the link is relative to the server that answered.
    expect(url).toMatch(/^\/api\/v1\/csv-jobs\/[0-9a-f]{24}\/file\?expires=\d+&signature=[\w-]+$/);
  });

  it('shows a merchant only its merchant’s jobs and platform staff every job', async () => {
    const adminJob = await exportFor('admin');
    const merchantJob = await exportFor('merchant');
    const techletsJob = await exportFor('techlets');
    const listed = async (who: string) => (await api<{ data: { data: JobRow[]; count: number } }>('/api/csv-jobs/?limit=100', who)).body.data;
    const mine = await listed('merchant');
    expect(mine.data.map((job) => job._id)).toContain(merchantJob);
    expect(mine.data.map((job) => job._id)).not.toContain(adminJob);
    expect(mine.data.map((job) => job._id)).not.toContain(techletsJob);
    expect(mine.count).toBe(mine.data.length);
    expect((await listed('viewer')).data.map((job) => job._id)).toContain(merchantJob);
    const all = await listed('admin');
    expect(all.data.map((job) => job._id)).toEqual(expect.arrayContaining([adminJob, merchantJob, techletsJob]));
    const row = all.data.find((job) => job._id === adminJob);
    expect(JSON.parse(row?.query ?? '{}')).toMatchObject({ transactionDate: { $gte: '2019-03-13T19:00:00.000Z' } });
  });

  it('pages, sorts and filters on the server', async () => {
    const page = await api<{ data: { data: JobRow[]; count: number } }>('/api/csv-jobs/?page=1&limit=2&sortField=createdAt&sortOrder=asc', 'admin');
    expect(page.body.data.data).toHaveLength(2);
    expect(page.body.data.count).toBeGreaterThan(2);
    const second = await api<{ data: { data: JobRow[] } }>('/api/csv-jobs/?page=2&limit=2&sortField=createdAt&sortOrder=asc', 'admin');
    expect(second.body.data.data.map((job) => job._id)).not.toContain(page.body.data.data[0]?._id);
    const failed = await api<{ data: { data: JobRow[]; count: number } }>('/api/csv-jobs/?status=failed', 'admin');
    expect(failed.body.data.count).toBe(failed.body.data.data.filter((job) => job.status === 'failed').length);
    expect((await api('/api/csv-jobs/?sortField=query', 'admin')).status).toBe(400);
    expect(errorsOf((await api('/api/csv-jobs/?status=done', 'admin')).body)[0]?.field).toBe('status');
  });

  it('answers 404 for another merchant’s job and 409 for a job that is not completed', async () => {
    const techletsJob = await exportFor('techlets');
    await completed(techletsJob);
    expect((await api(`/api/v1/csv-jobs/${techletsJob}/download/`, 'merchant')).status).toBe(404);
    expect((await api(`/api/v1/csv-jobs/${techletsJob}/download/`, 'techlets')).status).toBe(200);
    // updated_at in the future: the worker does not take it over as a crashed job.
    const running = newRecordId();
    await server.db
      .insertInto('csv_jobs')
      .values({ id: running, created_by: ids.admin, module: 'transactions', query: '{}', status: 'inprogress', updated_at: new Date(Date.now() + 3_600_000) })
      .execute();
    const answer = await api(`/api/v1/csv-jobs/${running}/download/`, 'admin');
    expect(answer.status).toBe(409);
    expect(errorsOf(answer.body)[0]?.field).toBe('status');
    const failed = newRecordId();
    await server.db.insertInto('csv_jobs').values({ id: failed, created_by: ids.admin, module: 'transactions', query: '{}', status: 'failed' }).execute();
    expect((await api(`/api/v1/csv-jobs/${failed}/download/`, 'admin')).status).toBe(409);
  });

  it('refuses a forged or expired link with 403', async () => {
    const id = await exportFor('admin');
    await completed(id);
    const link = await api<{ data: { data: { url: string } } }>(`/api/v1/csv-jobs/${id}/download/`, 'admin');
    const url = new URL(link.body.data.data.url, server.baseUrl);
    expect(url.pathname).toBe(`/api/v1/csv-jobs/${id}/file`);
    const forged = new URL(url);
    forged.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await fetch(forged)).status).toBe(403);
    const otherJob = new URL(url.href.replace(id, newRecordId()));
    expect((await fetch(otherJob)).status).toBe(403);
    const secret = (await server.db.selectFrom('settings').select('value').where('key', '=', 'token_secret').executeTakeFirstOrThrow()).value;
    const old = new DownloadLinks(secret).sign(id, Math.floor(Date.now() / 1000) - 301);
    const expired = await fetch(`${server.baseUrl}/api/v1/csv-jobs/${id}/file?expires=${old.expires}&signature=${old.signature}`);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/expired/);
    const fresh = new DownloadLinks(secret).sign(id, Math.floor(Date.now() / 1000));
    expect((await fetch(`${server.baseUrl}/api/v1/csv-jobs/${id}/file?expires=${fresh.expires}&signature=${fresh.signature}`)).status).toBe(200);
  });
});

describe('the export worker after a crash', () => {
  async function crashedJob(): Promise<string> {
    const id = newRecordId();
    await server.db
      .insertInto('csv_jobs')
      .values({
        id,
        created_by: ids.admin,
        module: 'transactions',
        query: JSON.stringify({ transactionDate: { $gte: '2019-03-13T19:00:00.000Z', $lte: '2019-03-14T18:59:59.999Z' } }),
        status: 'inprogress',
        updated_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    return id;
  }

  it('resumes an inprogress job from its last committed page, dropping what was written after it', async () => {
    const id = await crashedJob();
    const exportDir = await mkdtemp(join(tmpdir(), 'pgw-csv-test-'));
    // One page of one row, then the process "dies" half-way through writing the next page (on
    // PostgreSQL through the streamed COPY the worker uses, on PGlite through keyset pages).
    const copyOut = server.copyOut === undefined ? {} : { copyOut: server.copyOut };
    expect(await runExportJob(server.db, id, { exportDir, timeZone: 'Asia/Karachi', chunkSize: 1, shouldStop: () => true, ...copyOut })).toBe('stopped');
    const halfDone = await server.db.selectFrom('csv_jobs').select(['completed_records', 'file_path', 'cursor']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(halfDone.completed_records).toBe(1);
    await appendFile(halfDone.file_path ?? '', 'EPCSV-torn,half a li');
    await sql`update csv_jobs set updated_at = now() - interval '1 hour' where id = ${id}`.execute(server.db);
    await completed(id);
    const lines = linesOf(await readFile(halfDone.file_path ?? '', 'utf8'));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([...multiverseTransactions, techletsTransaction]);
    expect(await jobOf(id)).toMatchObject({ completed_records: 3, total_records: 3 });
  });

  it('starts over when the file of a crashed job is gone', async () => {
    const id = await crashedJob();
    await server.db
      .updateTable('csv_jobs')
      .set({
        file_path: join(tmpdir(), `pgw-missing-${id}.csv`),
        completed_records: 2,
        cursor: JSON.stringify({ afterDate: '2019-03-14 10:00:00+00', afterId: 'x', bytes: 900 }),
      })
      .where('id', '=', id)
      .execute();
    await sql`update csv_jobs set updated_at = now() - interval '1 hour' where id = ${id}`.execute(server.db);
    await completed(id);
    expect(await jobOf(id)).toMatchObject({ completed_records: 3, total_records: 3 });
  });

  it('fails a job whose file cannot be written, never leaving it stuck', async () => {
    const id = await crashedJob();
    await server.db.updateTable('csv_jobs').set({ file_path: '/nonexistent/dir/pgw.csv' }).where('id', '=', id).execute();
    await sql`update csv_jobs set updated_at = now() - interval '1 hour' where id = ${id}`.execute(server.db);
    const deadline = Date.now() + 10_000;
    while ((await jobOf(id)).status === 'inprogress' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await jobOf(id)).status).toBe('failed');
  });
});

describe('auto payout jobs', () => {
  it('answers both states, starts and stops each provider’s job and keeps the state', async () => {
    expect((await api('/api/auto-jobs/set-status', 'admin')).body).toEqual({ jcJobStatus: { status: 'stop' }, epJobStatus: { status: 'stop' } });
    expect((await api('/api/auto-jobs/process-payouts', 'admin', { method: 'POST', body: { status: 'start' } })).body).toEqual({
      jcJobStatus: { status: 'start' },
    });
    expect((await api('/api/auto-jobs/set-status', 'admin')).body).toEqual({ jcJobStatus: { status: 'start' }, epJobStatus: { status: 'stop' } });
    expect((await api('/api/auto-jobs/easypaisa/process-payouts', 'admin', { method: 'POST', body: { status: 'start' } })).body).toEqual({
      epJobStatus: { status: 'start' },
    });
    expect((await api('/api/auto-jobs/set-status/easypaisa', 'admin')).body).toEqual({ epJobStatus: { status: 'start' } });
    expect((await api('/api/auto-jobs/process-payouts', 'admin', { method: 'POST', body: { status: 'stop' } })).body).toEqual({
      jcJobStatus: { status: 'stop' },
    });
    expect((await api('/api/auto-jobs/set-status', 'admin')).body).toEqual({ jcJobStatus: { status: 'stop' }, epJobStatus: { status: 'start' } });
  });

  it('is for platform staff only and refuses an unknown state with 400', async () => {
    expect((await api('/api/auto-jobs/set-status', 'merchant')).status).toBe(403);
    expect((await api('/api/auto-jobs/process-payouts', 'merchant', { method: 'POST', body: { status: 'start' } })).status).toBe(403);
    expect((await api('/api/auto-jobs/easypaisa/process-payouts', 'jazz.ops', { method: 'POST', body: { status: 'start' } })).status).toBe(403);
    const bad = await api('/api/auto-jobs/process-payouts', 'admin', { method: 'POST', body: { status: 'go' } });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]?.field).toBe('status');
  });

  it('lets view-only platform staff read the state but not start or stop a job', async () => {
    expect((await api('/api/auto-jobs/set-status', 'support')).status).toBe(200);
    expect((await api('/api/auto-jobs/process-payouts', 'support', { method: 'POST', body: { status: 'start' } })).status).toBe(403);
    expect((await api('/api/auto-jobs/easypaisa/process-payouts', 'support', { method: 'POST', body: { status: 'start' } })).status).toBe(403);
  });
});
