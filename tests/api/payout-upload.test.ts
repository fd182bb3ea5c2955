import * as XLSX from '@e965/xlsx';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money, toAmountString } from '../../src/domain/money/money';
import { PayoutLedger } from '../../server/src/payout-ledger';
import { callApi, errorsOf } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions/0026-payout-files.md; spec 3 §2 Upload dialog, §4 Upload, §7 File upload,
// File parsed, Delete file; on PGlite, or PostgreSQL with DATABASE_URL.
interface Summary {
  originalName: string;
  fileName: string;
  size: number;
  total: number;
  Approved: number;
  Rejected: number;
  invalidStatus: Array<{ row: number; loanId: string; status: string }>;
  amount: number;
  discarded: number;
  rows: Array<{
    row: number;
    loanId: string;
    outcome: string;
    reason: string | null;
    detail: string | null;
    note: { code: string; values: Record<string, string> } | null;
    amount: number | null;
  }>;
}
interface Confirmed {
  fileRecord: {
    _id: string;
    fileName: string;
    originalName: string;
    updatedRecords: number;
    noOfTransactions: number;
    Approved: number;
    Rejected: number;
    amount: number;
    dateFrom: string | null;
    dateTo: string | null;
  };
  alreadyConfirmed: boolean;
  skipped: Array<{ row: number; loanId: string; code: string | null; detail: string }>;
}

let server: TestServer;
const tokens: Record<string, string> = {};
let multiverse: string;
let other: string;
let order = 0;

const xlsxHeader = [
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

function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx', header: string[] = xlsxHeader): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Payouts');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

/** An export-shaped row: only loanId, amount and status matter. */
const row = (loanId: string, amount: number | string | XLSX.CellObject, status: string | XLSX.CellObject, extra = 'Multiverse') => [
  loanId,
  extra,
  'ORDER',
  amount,
  'Ali Raza',
  'WALLET',
  'Easypaisa',
  '',
  '03001234567',
  '03001234567',
  status,
  '01 Jan 2026 10:00 AM',
  '',
  '',
];

async function upload(as: string, name: string, bytes: Buffer | Uint8Array, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.baseUrl}/api/loan-requests/file-upload`, {
    method: 'POST',
    headers: { 'x-auth-token': tokens[as] ?? '' },
    body: form,
  });
  const body = (await response.json()) as { data: Summary } & { error_code?: string; err_desc?: string };
  return { status: response.status, body };
}

const confirm = (summary: Pick<Summary, 'originalName' | 'fileName' | 'size' | 'total' | 'invalidStatus'>, as = 'admin') =>
  callApi<{ data: Confirmed }>(server.baseUrl, '/api/loan-requests/file-parsed', {
    method: 'POST',
    token: tokens[as] ?? '',
    body: {
      originalName: summary.originalName,
      fileName: summary.fileName,
      size: summary.size,
      total: summary.total,
      invalidStatus: summary.invalidStatus.length,
    },
  });

/** A Pending request added by the merchant's user, or by staff for a merchant (then staff is its creator). */
async function add(amount = 10, byStaffFor?: string): Promise<{ id: string; loanId: string }> {
  order += 1;
  const answer = await callApi<{ result: { loanId: string; _id: string } }>(server.baseUrl, '/api/loan-requests/add-admin-loan-request', {
    method: 'POST',
    token: (byStaffFor === undefined ? tokens.merchant : tokens.admin) ?? '',
    body: {
      ...(byStaffFor === undefined ? {} : { userTypeId: byStaffFor }),
      merchantOrderId: `UP-${order}-${Math.random().toString(36).slice(2, 8)}`,
      amount,
      certName: 'Ali Raza',
      certId: '35202-1234567-1',
      payoutType: 'WALLET',
      bankName: 'Easypaisa',
      msisdn: '03001234567',
      bankNo: '03001234567',
      description: 'Salary advance',
    },
  });
  expect(answer.status).toBe(200);
  return { id: answer.body.result._id, loanId: answer.body.result.loanId };
}

const statusOf = async (id: string) => (await server.db.selectFrom('loan_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const balance = async () => toAmountString(await PayoutLedger.balanceOf(server.db, multiverse));
const countOf = async (table: 'payout_uploads' | 'file_records' | 'payout_jobs' | 'payout_ledger_entries') =>
  Number((await server.db.selectFrom(table).select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  server = await startTestServer({ seed: 'core', env: { PAYOUT_WORKER_POLL_MS: '600000', PAYOUT_FOUR_EYES_ABOVE: '5000' } });
  for (const [name, password] of [
    ['admin', 'admin12345'],
    ['support', 'support123'],
    ['merchant', 'merchant123'],
  ] as const) {
    tokens[name] = await server.signIn(name, password);
  }
  const merchants = await server.db.selectFrom('merchants').select(['id', 'name']).execute();
  multiverse = merchants.find((m) => m.name.startsWith('Multiverse'))?.id ?? '';
  other = merchants.find((m) => m.id !== multiverse)?.id ?? '';
  await server.db.transaction().execute((trx) =>
    PayoutLedger.post(trx, {
      merchantId: multiverse,
      kind: 'top-up',
      amount: money('100000', 'PKR'),
      referenceType: 'test',
      referenceId: null,
      description: 'Top-up',
      createdBy: null,
    }),
  );
}, 60_000);
afterAll(async () => server?.close());

describe('a good file', () => {
  it('summarises without changing anything, then applies once on confirm (xlsx)', async () => {
    const [a, b, c] = [await add(100), await add(200.5), await add(300)];
    const before = await balance();
    const file = workbook([row(a.loanId, 100, 'Approved'), row(b.loanId, '200.50', 'rejected'), row(c.loanId, 300, ' APPROVED ')]);
    const answer = await upload('admin', 'pending.xlsx', file);
    expect(answer.status).toBe(200);
    const summary = answer.body.data;
    expect(summary).toMatchObject({
      originalName: 'pending.xlsx',
      size: file.length,
      total: 3,
      Approved: 2,
      Rejected: 1,
      invalidStatus: [],
      amount: 400,
      discarded: 0,
    });
    expect(summary.fileName).toMatch(/^payouts-\d{14}-[0-9a-f]{12}\.xlsx$/);
    expect(summary.rows.map((r) => [r.row, r.loanId, r.outcome])).toEqual([
      [2, a.loanId, 'Approved'],
      [3, b.loanId, 'Rejected'],
      [4, c.loanId, 'Approved'],
    ]);
    // Nothing changes before the confirmation.
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual(['Pending', 'Pending', 'Pending']);
    expect(await balance()).toBe(before);

    const confirmed = await confirm(summary);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      alreadyConfirmed: false,
      skipped: [],
      fileRecord: { fileName: summary.fileName, originalName: 'pending.xlsx', updatedRecords: 3, noOfTransactions: 3, Approved: 2, Rejected: 1, amount: 400 },
    });
    expect(confirmed.body.data.fileRecord.dateFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual(['Approved', 'Rejected', 'Approved']);
    expect(await balance()).toBe(toAmountString(money(Number(before) - 400, 'PKR')));
    const jobs = await server.db.selectFrom('payout_jobs').select('loan_request_id').where('loan_request_id', 'in', [a.id, b.id, c.id]).execute();
    expect(jobs.map((job) => job.loan_request_id).sort()).toEqual([a.id, c.id].sort());
    const linked = await server.db.selectFrom('loan_requests').select('file_record_id').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(linked.file_record_id).toBe(confirmed.body.data.fileRecord._id);
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('target_id', 'in', [a.id, b.id, confirmed.body.data.fileRecord._id])
      .where('action', 'in', ['payout-file.confirmed', 'payout.approved', 'payout.rejected'])
      .execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(['payout-file.confirmed', 'payout.approved', 'payout.rejected']);

    // The grid finds it by its name and by the day it was uploaded.
    const page = await callApi<{ data: Confirmed['fileRecord'][]; count: number }>(server.baseUrl, '/api/file-records/get/page?limit=25&query=PENDING', {
      token: tokens.admin ?? '',
    });
    expect(page.status).toBe(200);
    expect(page.body.data.map((record) => record.fileName)).toContain(summary.fileName);
  });

  it('reads the old binary xls the same way', async () => {
    const a = await add(55);
    const answer = await upload('admin', 'legacy.XLS', workbook([row(a.loanId, 55, 'Rejected')], 'biff8'));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 1, Approved: 0, Rejected: 1 });
    expect(answer.body.data.fileName).toMatch(/\.xls$/);
    expect((await confirm(answer.body.data)).status).toBe(200);
    expect(await statusOf(a.id)).toBe('Rejected');
  });
});

describe('a bad file changes nothing', () => {
  async function expectRefused(name: string, bytes: Buffer | Uint8Array, status: number, errorCode: string, field: string, message?: string | RegExp) {
    const uploads = await countOf('payout_uploads');
    const answer = await upload('admin', name, bytes);
    expect({ name, status: answer.status }).toEqual({ name, status });
    expect(answer.body.error_code).toBe(errorCode);
    const [first] = errorsOf(answer.body);
    expect(first?.field).toBe(field);
    expect(answer.body.err_desc).toBe(first?.message);
    if (message !== undefined) expect(first?.message).toMatch(message);
    expect(await countOf('payout_uploads')).toBe(uploads);
  }

  it('refuses a file whose bytes are not xlsx or xls, whatever its name', async () => {
    const wrong = /^Only xlsx & xls files supported$/;
    await expectRefused('notes.xlsx', Buffer.from('loanId,amount,status\nLN1,10,Approved\n'), 415, 'file.wrong-type', 'file', wrong);
    await expectRefused('image.xls', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 415, 'file.wrong-type', 'file', wrong);
    await expectRefused('pending.csv', Buffer.from('loanId,amount,status\n'), 415, 'file.wrong-type', 'file', wrong);
    // A real xlsx under another name, and a zip that is another kind of document.
    await expectRefused('pending.txt', workbook([row('LN1', 10, 'Approved')]), 415, 'file.wrong-type', 'file', wrong);
    const ods = XLSX.write(XLSX.read(workbook([row('LN1', 10, 'Approved')]), { type: 'buffer' }), { type: 'buffer', bookType: 'ods' }) as Buffer;
    await expectRefused('spreadsheet.xlsx', ods, 415, 'file.wrong-type', 'file', wrong);
    await expectRefused('broken.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 422, 'file.unreadable', 'file');
  });

  it('answers Please select file without a file, and names the missing column', async () => {
    await expectRefused('pending.xlsx', Buffer.alloc(0), 400, 'file.missing', 'file', /^Please select file$/);
    const other = await upload('admin', 'pending.xlsx', workbook([row('LN1', 10, 'Approved')]), 'document');
    expect(other.status).toBe(400);
    expect(errorsOf(other.body)[0]).toMatchObject({ field: 'file', message: 'Please select file' });
    const json = await callApi(server.baseUrl, '/api/loan-requests/file-upload', { method: 'POST', token: tokens.admin ?? '', body: {} });
    expect(json.status).toBe(400);
    expect(errorsOf(json.body)[0]).toMatchObject({ field: 'file', message: 'Please select file' });
    const noStatus = workbook([['LN1', 10]], 'xlsx', ['Loan ID', 'Amount']);
    await expectRefused('pending.xlsx', noStatus, 422, 'file.missing-column', 'status', /missing: status/);
    await expectRefused('pending.xlsx', workbook([]), 422, 'file.empty', 'file');
  });

  it('refuses more than 10,000 rows and a file over the size limit', async () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => [`LN-X-${index}`, 10, 'Approved']);
    await expectRefused('many.xlsx', workbook(rows, 'xlsx', ['loanId', 'amount', 'status']), 413, 'file.too-many-rows', 'file', /at most 10000 rows/);
    await expectRefused(
      'huge.xlsx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(10 * 1024 * 1024 + 10)]),
      413,
      'file.too-large',
      'file',
    );
  }, 60_000);
});

describe('a mixed file: every row says why', () => {
  it('discards unknown ids, other statuses (counted Pending), changed amounts, decided requests, duplicates and malformed rows', async () => {
    const [ok, decided, changed, dup, pending, grouped] = [await add(10), await add(20), await add(30), await add(40), await add(50), await add(1000)];
    const refused = await callApi(server.baseUrl, '/api/loan-requests/change-status', {
      method: 'PUT',
      token: tokens.admin ?? '',
      body: { id: decided.id, status: 'Rejected', amount: 20 },
    });
    expect(refused.status).toBe(200);
    const file = workbook([
      row(ok.loanId, '10.00', 'Approved'),
      row('LN-NOPE', 10, 'Approved'),
      row(pending.loanId, 50, 'Pending'),
      row(pending.loanId, 50, 'Maybe'),
      row(decided.loanId, 20, 'Approved'),
      row(changed.loanId, 31, 'Approved'),
      row(grouped.loanId, '1,000.00', 'Rejected'),
      row(dup.loanId, 40, 'Rejected'),
      row(dup.loanId, 40, 'Approved'),
      row('', 10, 'Approved'),
      row(changed.loanId, 'ten', 'Approved'),
      ['', '', '', '', '', '', '', '', '', '', '', '', '', ''],
    ]);
    const answer = await upload('admin', 'mixed.xlsx', file);
    expect(answer.status).toBe(200);
    const summary = answer.body.data;
    expect(summary).toMatchObject({ total: 11, Approved: 1, Rejected: 2, discarded: 8, amount: 10 });
    expect(summary.invalidStatus).toEqual([
      { row: 4, loanId: pending.loanId, status: 'Pending' },
      { row: 5, loanId: pending.loanId, status: 'Maybe' },
    ]);
    expect(summary.rows.map((r) => [r.row, r.outcome, r.reason])).toEqual([
      [2, 'Approved', null],
      [3, 'discarded', 'unknown-id'],
      [4, 'discarded', 'invalid-status'],
      [5, 'discarded', 'invalid-status'],
      [6, 'discarded', 'already-decided'],
      [7, 'discarded', 'amount-changed'],
      [8, 'Rejected', null],
      [9, 'Rejected', null],
      [10, 'discarded', 'duplicate'],
      [11, 'discarded', 'malformed'],
      [12, 'discarded', 'malformed'],
    ]);
    expect(summary.rows[5]?.detail).toBe('The amount differs from the request’s');
    expect(summary.rows[4]?.detail).toBe('The request is already Rejected');
    // Each discarded row says why as a code with its values, for the portal's languages.
    expect(summary.rows.map((r) => r.note?.code ?? null)).toEqual([
      null,
      'loan-id-unknown',
      'status-not-decision',
      'status-not-decision',
      'request-decided',
      'amount-differs',
      null,
      null,
      'loan-id-repeated',
      'loan-id-empty',
      'not-an-amount',
    ]);
    expect(summary.rows[4]?.note).toEqual({ code: 'request-decided', values: { status: 'Rejected' } });
    expect(summary.rows[3]?.note).toEqual({ code: 'status-not-decision', values: { status: 'Maybe' } });

    // A row decided between the upload and the confirmation is skipped and reported.
    expect(
      (
        await callApi(server.baseUrl, '/api/loan-requests/change-status', {
          method: 'PUT',
          token: tokens.admin ?? '',
          body: { id: ok.id, status: 'Rejected', amount: 10 },
        })
      ).status,
    ).toBe(200);
    const confirmed = await confirm(summary);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.skipped).toEqual([{ row: 2, loanId: ok.loanId, code: 'payout.not-pending', detail: 'This request is already Rejected' }]);
    expect(confirmed.body.data.fileRecord).toMatchObject({ updatedRecords: 2, noOfTransactions: 11, Approved: 0, Rejected: 2, amount: 0 });
    expect(await statusOf(ok.id)).toBe('Rejected');
    expect([await statusOf(dup.id), await statusOf(grouped.id)]).toEqual(['Rejected', 'Rejected']);
    expect([await statusOf(changed.id), await statusOf(pending.id)]).toEqual(['Pending', 'Pending']);
  });

  it('refuses a confirmation whose figures are not the summary’s', async () => {
    const a = await add(12);
    const summary = (await upload('admin', 'figures.xlsx', workbook([row(a.loanId, 12, 'Approved')]))).body.data;
    const wrong = await confirm({ ...summary, total: 2 });
    expect(wrong.status).toBe(409);
    expect(errorsOf(wrong.body)[0]?.field).toBe('total');
    expect(await statusOf(a.id)).toBe('Pending');
  });
});

describe('malicious content', () => {
  it('never evaluates formulas, strips NUL characters and cuts huge cells', async () => {
    const [a, b, c, d] = [await add(11), await add(12), await add(13), await add(14)];
    const formula: XLSX.CellObject = { t: 's', v: 'Approved', f: 'HYPERLINK("http://evil.example","Approved")' };
    const huge = 'X'.repeat(30_000);
    const file = workbook([
      row(a.loanId, 11, formula),
      row(`${b.loanId}\u0000`, 12, 'Approved'),
      row(huge, 13, 'Approved'),
      // Formulas and huge cells in the columns that are not read do no harm.
      row(c.loanId, 13, 'Approved', huge),
      [
        d.loanId,
        { t: 's', v: 'x', f: 'HYPERLINK("http://evil.example","x")' },
        '',
        { t: 'n', v: 14, f: '7*2' },
        '',
        '',
        '',
        '',
        '',
        '',
        'Approved',
        '',
        '',
        '',
      ],
    ]);
    const answer = await upload('admin', '=HYPERLINK(evil.example).xlsx', file);
    expect(answer.status).toBe(200);
    const rows = answer.body.data.rows;
    expect(rows[0]).toMatchObject({ outcome: 'discarded', reason: 'malformed', detail: 'The status cell holds a formula; formulas are not read' });
    expect(rows[1]).toMatchObject({ outcome: 'discarded', reason: 'malformed', loanId: b.loanId, detail: 'The loanId cell holds control characters' });
    expect(rows[2]?.reason).toBe('malformed');
    expect(rows[2]?.loanId.length).toBeLessThanOrEqual(101);
    expect(rows[3]).toMatchObject({ outcome: 'Approved', loanId: c.loanId });
    expect(rows[4]).toMatchObject({ outcome: 'discarded', detail: 'The amount cell holds a formula; formulas are not read' });
    const confirmed = await confirm(answer.body.data);
    expect(confirmed.status).toBe(200);
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id), await statusOf(d.id)]).toEqual(['Pending', 'Pending', 'Approved', 'Pending']);

    // The export neutralises the formula-looking file name.
    const exported = await fetch(`${server.baseUrl}/api/file-records/export?query=hyperlink`, { headers: { 'x-auth-token': tokens.admin ?? '' } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('spreadsheetml');
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="file-records-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = XLSX.read(Buffer.from(await exported.arrayBuffer()), { type: 'buffer', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''] ?? {};
    const cells = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
    expect(cells[1]?.[0]).toBe(`'=HYPERLINK(evil.example).xlsx`);
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell !== null && 'f' in cell)).toBe(false);
  });
});

describe('10,000 rows', () => {
  it('summarises a file of 10,000 pending requests', async () => {
    await sql`
      insert into loan_requests (id, loan_id, merchant_id, merchant_order_id, amount, payout_type, bank_name, bank_no, cert_name, cert_id, msisdn, description)
      select 'bulk' || n, 'LNBULK' || lpad(n::text, 6, '0'), ${multiverse}, 'BULK-' || n, 1.5, 'WALLET', 'Easypaisa', '03001234567', 'Bulk', '35202-1234567-1', '03001234567', 'Bulk'
      from generate_series(1, 10000) as n`.execute(server.db);
    const rows = Array.from({ length: 10_000 }, (_, index) => [`LNBULK${String(index + 1).padStart(6, '0')}`, 1.5, index % 2 === 0 ? 'Approved' : 'Rejected']);
    const started = performance.now();
    const answer = await upload('admin', 'bulk.xlsx', workbook(rows, 'xlsx', ['loanId', 'amount', 'status']));
    const ms = performance.now() - started;
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 10_000, Approved: 5000, Rejected: 5000, discarded: 0, amount: 7500 });
    expect(answer.body.data.rows).toHaveLength(10_000);
    expect(ms).toBeLessThan(20_000);
    // Nothing changed: discard it.
    const deleted = await callApi(server.baseUrl, `/api/loan-requests/file/${answer.body.data.fileName}`, { method: 'DELETE', token: tokens.admin ?? '' });
    expect(deleted.status).toBe(200);
    const pending = await server.db
      .selectFrom('loan_requests')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('loan_id', 'like', 'LNBULK%')
      .where('status', '=', 'Pending')
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBe(10_000);
  }, 60_000);

  it('confirms them in one transaction, each through the decision path with its debit, job and audit entry', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => [`LNBULK${String(index + 1).padStart(6, '0')}`, 1.5, index % 2 === 0 ? 'Approved' : 'Rejected']);
    const summary = (await upload('admin', 'bulk.xlsx', workbook(rows, 'xlsx', ['loanId', 'amount', 'status']))).body.data;
    const before = await balance();
    const started = performance.now();
    const confirmed = await confirm(summary);
    const ms = performance.now() - started;
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      alreadyConfirmed: false,
      skipped: [],
      fileRecord: { updatedRecords: 10_000, Approved: 5000, Rejected: 5000, amount: 7500 },
    });
    expect(await balance()).toBe(toAmountString(money(String(Number(before) - 7500), 'PKR')));
    const count = async (query: RawBuilder<{ n: string }>) => Number((await query.execute(server.db)).rows[0]?.n);
    expect(
      await count(
        sql<{
          n: string;
        }>`select count(*)::text as n from loan_requests where loan_id like 'LNBULK%' and status = 'Approved' and file_record_id = ${confirmed.body.data.fileRecord._id}`,
      ),
    ).toBe(5000);
    expect(
      await count(
        sql<{
          n: string;
        }>`select count(*)::text as n from loan_requests where loan_id like 'LNBULK%' and status = 'Rejected' and file_record_id = ${confirmed.body.data.fileRecord._id}`,
      ),
    ).toBe(5000);
    expect(await count(sql<{ n: string }>`select count(*)::text as n from payout_jobs where loan_request_id like 'bulk%'`)).toBe(5000);
    expect(
      await count(
        sql<{
          n: string;
        }>`select count(*)::text as n from audit_log where target_id like 'bulk%' and action in ('payout.approved', 'payout.rejected') and details ->> 'via' = ${`file ${summary.fileName}`}`,
      ),
    ).toBe(10_000);
    // One debit per approved row, each leaving the balance 1.50 lower than the one before, in file order.
    const debits = await server.db
      .selectFrom('payout_ledger_entries')
      .select(['reference_id', 'balance_after'])
      .where('reference_id', 'like', 'bulk%')
      .orderBy('id')
      .execute();
    expect(debits).toHaveLength(5000);
    expect(debits[0]).toEqual({ reference_id: 'bulk1', balance_after: toAmountString(money(String(Number(before) - 1.5), 'PKR')) });
    expect(debits.at(-1)).toEqual({ reference_id: 'bulk9999', balance_after: toAmountString(money(String(Number(before) - 7500), 'PKR')) });
    // The counts the payout list reads follow (statement triggers, once per statement).
    const counted = await server.db.selectFrom('loan_request_counts').select(['status', 'n']).where('merchant_id', '=', multiverse).execute();
    const actual = await server.db
      .selectFrom('loan_requests')
      .select(['status', sql<string>`count(*)::text`.as('n')])
      .where('merchant_id', '=', multiverse)
      .groupBy('status')
      .execute();
    expect(Object.fromEntries(counted.filter((c) => Number(c.n) > 0).map((c) => [c.status, Number(c.n)]))).toEqual(
      Object.fromEntries(actual.map((c) => [c.status, Number(c.n)])),
    );
    // Row by row this took 73 s on PostgreSQL and 129 s on PGlite; set-based 1.6 s and 7–10 s here, loaded.
    // On PGlite the answer also waited ~33 s for the worker's sends before it let the event loop turn
    // (docs/decisions/0025-payouts.md): either would exceed this.
    expect(ms).toBeLessThan(30_000);
  }, 180_000);
});

describe('one decision path for every row (docs/decisions/0025-payouts.md)', () => {
  it('pays in file order while the balance lasts, keeps the four-eyes rule, and writes each decision’s entry, job and audit entry', async () => {
    await server.db.transaction().execute((trx) =>
      PayoutLedger.post(trx, {
        merchantId: other,
        kind: 'top-up',
        amount: money('25', 'PKR'),
        referenceType: 'test',
        referenceId: null,
        description: 'Top-up',
        createdBy: null,
      }),
    );
    const start = await PayoutLedger.balanceOf(server.db, other);
    const [first, second, third, refused] = [await add(10, other), await add(20, other), await add(10, other), await add(30, other)];
    // Added by the admin, who also confirms: above the four-eyes limit (5000) someone else must approve it.
    const large = await add(6000, multiverse);
    const file = workbook([
      row(first.loanId, 10, 'Approved'),
      row(second.loanId, 20, 'Approved'),
      row(third.loanId, 10, 'Approved'),
      row(refused.loanId, 30, 'Rejected'),
      row(large.loanId, 6000, 'Approved'),
    ]);
    const summary = (await upload('admin', 'ledger.xlsx', file)).body.data;
    expect(summary).toMatchObject({ Approved: 4, Rejected: 1, discarded: 0 });
    const confirmed = await confirm(summary);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.skipped).toEqual([
      { row: 3, loanId: second.loanId, code: 'ledger.insufficient-balance', detail: 'Insufficient payout account balance' },
      {
        row: 6,
        loanId: large.loanId,
        code: 'payout.four-eyes',
        detail: 'A payout above the four-eyes limit must be approved by someone other than the person who created it',
      },
    ]);
    expect(confirmed.body.data.fileRecord).toMatchObject({ updatedRecords: 3, Approved: 2, Rejected: 1, amount: 20 });
    expect([await statusOf(first.id), await statusOf(second.id), await statusOf(third.id), await statusOf(refused.id), await statusOf(large.id)]).toEqual([
      'Approved',
      'Pending',
      'Approved',
      'Rejected',
      'Pending',
    ]);

    // Each paid row has its debit, the balance it left running down in file order; the ledger adds up.
    const entries = await server.db
      .selectFrom('payout_ledger_entries')
      .select(['reference_id', 'amount', 'balance_after'])
      .where('reference_id', 'in', [first.id, second.id, third.id, refused.id, large.id])
      .orderBy('id')
      .execute();
    const balanceLess = (minus: string) => toAmountString(money(String(Number(toAmountString(start)) - Number(minus)), 'PKR'));
    expect(entries).toEqual([
      { reference_id: first.id, amount: '-10.00', balance_after: balanceLess('10') },
      { reference_id: third.id, amount: '-10.00', balance_after: balanceLess('20') },
    ]);
    expect(toAmountString(await PayoutLedger.balanceOf(server.db, other))).toBe(balanceLess('20'));
    const { rows: sums } = await sql<{ sum: string; balance: string }>`
      select (select sum(amount) from payout_ledger_entries where merchant_id = ${other})::text as sum,
             (select available_balance from payout_accounts where merchant_id = ${other})::text as balance`.execute(server.db);
    expect(sums[0]?.sum).toBe(sums[0]?.balance);

    const jobs = await server.db
      .selectFrom('payout_jobs')
      .select(['loan_request_id', 'state'])
      .where('loan_request_id', 'in', [first.id, second.id, third.id, refused.id, large.id])
      .execute();
    expect(jobs.map((job) => job.loan_request_id).sort()).toEqual([first.id, third.id].sort());
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['target_id', 'action', 'actor_id', sql<string>`details ->> 'via'`.as('via')])
      .where('target_id', 'in', [first.id, second.id, third.id, refused.id, large.id])
      .where('action', 'in', ['payout.approved', 'payout.rejected'])
      .orderBy('id')
      .execute();
    const admin = await server.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    expect(audit).toEqual([
      { target_id: first.id, action: 'payout.approved', actor_id: admin.id, via: `file ${summary.fileName}` },
      { target_id: third.id, action: 'payout.approved', actor_id: admin.id, via: `file ${summary.fileName}` },
      { target_id: refused.id, action: 'payout.rejected', actor_id: admin.id, via: `file ${summary.fileName}` },
    ]);
    const message = await server.db.selectFrom('loan_requests').select(['message', 'decided_by']).where('id', '=', refused.id).executeTakeFirstOrThrow();
    expect(message).toEqual({ message: 'Rejected by the file ledger.xlsx', decided_by: admin.id });
  });
});

describe('pending uploads nobody confirmed', () => {
  const age = (fileName: string, hours: number) =>
    sql`update payout_uploads set created_at = ${new Date(Date.now() - hours * 3_600_000)} where file_name = ${fileName}`.execute(server.db);
  const exists = async (fileName: string) =>
    (await server.db.selectFrom('payout_uploads').select('state').where('file_name', '=', fileName).executeTakeFirst())?.state ?? 'gone';

  it('are deleted with the next upload once older than the limit; recent and confirmed ones stay', async () => {
    const [a, b, c] = [await add(41), await add(42), await add(43)];
    const expired = (await upload('admin', 'old.xlsx', workbook([row(a.loanId, 41, 'Approved')]))).body.data;
    const recent = (await upload('admin', 'recent.xlsx', workbook([row(b.loanId, 42, 'Approved')]))).body.data;
    const deleted = (await upload('admin', 'dropped.xlsx', workbook([row(b.loanId, 42, 'Approved')]))).body.data;
    expect((await callApi(server.baseUrl, `/api/loan-requests/file/${deleted.fileName}`, { method: 'DELETE', token: tokens.admin ?? '' })).status).toBe(200);
    const applied = (await upload('admin', 'applied.xlsx', workbook([row(c.loanId, 43, 'Rejected')]))).body.data;
    expect((await confirm(applied)).status).toBe(200);
    await age(expired.fileName, 25);
    await age(deleted.fileName, 25);
    await age(recent.fileName, 23);
    await age(applied.fileName, 48);
    // Past the limit but not yet removed: refused, not applied.
    const late = await confirm(expired);
    expect(late.status).toBe(409);
    expect(errorsOf(late.body)[0]).toMatchObject({ field: 'fileName', message: 'The upload is older than 24 hours: upload the file again' });

    expect((await upload('admin', 'next.xlsx', workbook([row(a.loanId, 41, 'Rejected')]))).status).toBe(200);
    expect(await exists(expired.fileName)).toBe('gone');
    expect(await exists(deleted.fileName)).toBe('gone');
    expect(await exists(recent.fileName)).toBe('pending');
    expect(await exists(applied.fileName)).toBe('confirmed');
    expect((await confirm(expired)).status).toBe(404);
    // A confirmed file still answers its first confirmation.
    expect((await confirm(applied)).body.data).toMatchObject({ alreadyConfirmed: true, fileRecord: { Rejected: 1 } });
    expect(await statusOf(a.id)).toBe('Pending');
  });

  it('are deleted by the payout worker when nobody uploads again', async () => {
    let clock = Date.now();
    const own = await startTestServer({ seed: 'core', now: () => new Date(clock), env: { PAYOUT_WORKER_POLL_MS: '20', PAYOUT_UPLOAD_PENDING_HOURS: '2' } });
    try {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(workbook([row('LN-NONE', 10, 'Approved')]))]), 'idle.xlsx');
      const token = await own.signIn('admin', 'admin12345');
      const answer = await fetch(`${own.baseUrl}/api/loan-requests/file-upload`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
      expect(answer.status).toBe(200);
      const pending = async () => (await own.db.selectFrom('payout_uploads').select('file_name').execute()).length;
      expect(await pending()).toBe(1);
      clock += 1 * 3_600_000;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await pending()).toBe(1);
      clock += 2 * 3_600_000;
      await expect.poll(pending, { timeout: 10_000, interval: 50 }).toBe(0);
    } finally {
      await own.close();
    }
  }, 120_000);
});

describe('confirming twice', () => {
  it('applies once when the same file is confirmed twice at the same time, and again later', async () => {
    const [a, b] = [await add(70), await add(80)];
    const summary = (await upload('admin', 'twice.xlsx', workbook([row(a.loanId, 70, 'Approved'), row(b.loanId, 80, 'Approved')]))).body.data;
    const before = await balance();
    const [first, second] = await Promise.all([confirm(summary), confirm(summary)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data.alreadyConfirmed, second.body.data.alreadyConfirmed].sort()).toEqual([false, true]);
    expect(first.body.data.fileRecord._id).toBe(second.body.data.fileRecord._id);
    const third = await confirm(summary);
    expect(third.body.data).toMatchObject({ alreadyConfirmed: true, fileRecord: { updatedRecords: 2 } });
    expect(await balance()).toBe(toAmountString(money(Number(before) - 150, 'PKR')));
    const debits = await server.db.selectFrom('payout_ledger_entries').select('reference_id').where('reference_id', 'in', [a.id, b.id]).execute();
    expect(debits).toHaveLength(2);
    const records = await server.db.selectFrom('file_records').select('id').where('file_name', '=', summary.fileName).execute();
    expect(records).toHaveLength(1);
  });
});

describe('rights and Delete file', () => {
  it('refuses merchants and view-only staff', async () => {
    const a = await add(90);
    const file = workbook([row(a.loanId, 90, 'Approved')]);
    expect((await upload('merchant', 'p.xlsx', file)).status).toBe(403);
    expect((await upload('support', 'p.xlsx', file)).status).toBe(403);
    const summary = (await upload('admin', 'p.xlsx', file)).body.data;
    expect((await confirm(summary, 'merchant')).status).toBe(403);
    expect((await confirm(summary, 'support')).status).toBe(403);
    for (const as of ['merchant', 'support']) {
      expect((await callApi(server.baseUrl, `/api/loan-requests/file/${summary.fileName}`, { method: 'DELETE', token: tokens[as] ?? '' })).status).toBe(403);
    }
    expect((await callApi(server.baseUrl, '/api/file-records/get/page', { token: tokens.merchant ?? '' })).status).toBe(403);
    expect((await callApi(server.baseUrl, '/api/file-records/export', { token: tokens.merchant ?? '' })).status).toBe(403);
    // Support staff read the records but never upload.
    expect((await callApi(server.baseUrl, '/api/file-records/get/page', { token: tokens.support ?? '' })).status).toBe(200);
    expect(await statusOf(a.id)).toBe('Pending');
  });

  it('discards a pending upload, which then cannot be confirmed; a confirmed file cannot be deleted', async () => {
    const a = await add(95);
    const summary = (await upload('admin', 'drop.xlsx', workbook([row(a.loanId, 95, 'Approved')]))).body.data;
    const del = (fileName: string) =>
      callApi<{ data: { deleted: boolean } }>(server.baseUrl, `/api/loan-requests/file/${fileName}`, { method: 'DELETE', token: tokens.admin ?? '' });
    const deleted = await del(summary.fileName);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.deleted).toBe(true);
    expect((await del(summary.fileName)).status).toBe(404);
    expect((await confirm(summary)).status).toBe(404);
    expect(await statusOf(a.id)).toBe('Pending');

    const kept = (await upload('admin', 'keep.xlsx', workbook([row(a.loanId, 95, 'Rejected')]))).body.data;
    expect((await confirm(kept)).status).toBe(200);
    const late = await del(kept.fileName);
    expect(late.status).toBe(409);
    expect(await statusOf(a.id)).toBe('Rejected');
  });
});

describe('/file-records', () => {
  it('pages 25/50/100/500 and filters by dates', async () => {
    const all = await callApi<{ data: Array<{ createdDate: string }>; count: number }>(server.baseUrl, '/api/file-records/get/page?page=1&limit=50', {
      token: tokens.admin ?? '',
    });
    expect(all.status).toBe(200);
    expect(all.body.count).toBeGreaterThanOrEqual(5);
    const dates = all.body.data.map((record) => record.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await callApi(server.baseUrl, '/api/file-records/get/page?limit=30', { token: tokens.admin ?? '' })).status).toBe(400);
    const none = await callApi<{ count: number }>(server.baseUrl, '/api/file-records/get/page?from=2001-01-01&to=2001-01-02', { token: tokens.admin ?? '' });
    expect(none.body.count).toBe(0);
    const bad = await callApi(server.baseUrl, '/api/file-records/get/page?from=2001-02-30', { token: tokens.admin ?? '' });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]?.field).toBe('from');
  });
});
