import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

// Parsing a spreadsheet is synchronous work that a small file can make large: it runs in a worker
// thread with a time and memory budget (server/src/payouts/workbook-parser.ts), so the server keeps
// answering while files parse, and a file over the budget is 422 naming the file.
let server: TestServer;
let tight: TestServer;
const tokens = new Map<TestServer, string>();

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  tight = await startTestServer({ seed: 'core', env: { PAYOUT_PARSE_TIME_MS: '1' } });
  for (const each of [server, tight]) tokens.set(each, await each.signIn('admin', 'admin12345'));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await tight?.close();
});

/** A payout file of `rows` rows whose every cell is a distinct long text (a large shared-strings part). */
function largeWorkbook(rows: number): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['loanId', 'amount', 'status', 'note'],
    ...Array.from({ length: rows }, (_, index) => [`LN-${index}`, 10, 'Approved', `${index} ${'x'.repeat(1_000)}`]),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Payouts');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

async function upload(on: TestServer, bytes: Buffer): Promise<{ status: number; body: { error_code?: string; err_desc?: string; field?: string } }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'payouts.xlsx');
  const response = await fetch(`${on.baseUrl}/api/loan-requests/file-upload`, {
    method: 'POST',
    headers: { 'x-auth-token': tokens.get(on) ?? '' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { error_code?: string; err_desc?: string } };
}

describe('parsing an uploaded spreadsheet', () => {
  it('leaves the server answering while four large files parse', async () => {
    const file = largeWorkbook(5_000);
    const finished: boolean[] = [false, false, false, false];
    const uploads = finished.map((_, index) =>
      upload(server, file).then((answer) => {
        finished[index] = true;
        return answer;
      }),
    );
    // Let the four requests arrive, then ask for health. Two files parse at a time, each in its own
    // thread, so health answers while files are still parsing; parsed on the request thread, the four
    // parses would run first, one after another, and every upload would be answered before health.
    await new Promise((resume) => setTimeout(resume, 100));
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(finished).toContain(false);
    const answers = await Promise.all(uploads);
    // Every row names an unknown loan id: the file is read and each row discarded, none refused as a file.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });

  it('answers 422 naming the file when a parse goes over its budget', async () => {
    const answer = await upload(tight, largeWorkbook(2_000));
    expect(answer.status).toBe(422);
    expect(answer.body.error_code).toBe('file.unreadable');
    expect(answer.body.err_desc).toBe('The file cannot be read: it needs more memory or time than a payout file may take');
  });
});
