// Spreadsheet parsing off the request thread (server/src/payouts/workbook-parser.ts): four uploads of
// a small xlsx whose shared strings unpack to about 180 MB, sent at once, while a client asks
// `/api/health` every 20 ms. Prints the health answer times (target: every answer within 100 ms), what
// each upload answered, and the server process's peak resident memory. PGlite, server in its own process.
//   npx tsx bench/payout-parse.ts
//   BENCH_PARSE_ROWS=30000 npx tsx bench/payout-parse.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { startServer } from '../server/src/dev/server-process';
import { signInAt } from './bench-client';
import { sampleMemory } from './memory-sampler';

const rows = Number(process.env.BENCH_PARSE_ROWS ?? 60_000);
const noteLength = Number(process.env.BENCH_PARSE_NOTE ?? 3_000);
const uploadsAtOnce = 4;

/** Every row a distinct long text: small once zipped, large once its shared strings are unpacked. */
function swellingWorkbook(): Buffer {
  const filler = 'x'.repeat(noteLength);
  const sheet = XLSX.utils.aoa_to_sheet([
    ['loanId', 'amount', 'status', 'note'],
    ...Array.from({ length: rows }, (_, index) => [`LN-${index}`, 10, 'Approved', `${index} ${filler}`]),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Payouts');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

async function upload(origin: string, token: string, file: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'swelling.xlsx');
  const started = performance.now();
  const response = await fetch(`${origin}/api/loan-requests/file-upload`, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
  const body = (await response.json()) as { error_code?: string; errors?: { field?: string }[] };
  const outcome = response.ok ? 'summary' : `${body.error_code ?? '?'} (field ${body.errors?.[0]?.field ?? '-'})`;
  return `${response.status} ${outcome} after ${Math.round(performance.now() - started)} ms`;
}

/** Asks health every `everyMs` until stopped; answers each answer's time in ms. */
function pollHealth(origin: string, everyMs: number): { stop: () => Promise<number[]> } {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resume) => setTimeout(resume, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return times;
    },
  };
}

function describeTimes(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0).toFixed(1);
  return `${sorted.length} answers: median ${at(0.5)} ms, p95 ${at(0.95)} ms, worst ${at(1)} ms, over 100 ms: ${sorted.filter((ms) => ms > 100).length}`;
}

async function main() {
  const file = swellingWorkbook();
  const unpacked = rows * (noteLength + 8);
  console.log(
    `node ${process.version}; xlsx of ${rows} rows: ${Math.round(file.length / 1024)} KB, shared strings about ${Math.round(unpacked / 1024 / 1024)} MB unpacked; ${uploadsAtOnce} uploads at once`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'pgw-bench-parse-'));
  const server = await startServer({ DATA_DIR: dataDir, PAYOUT_WORKER_POLL_MS: '600000' });
  try {
    const token = await signInAt(server.origin, 'admin', 'admin12345');
    const idle = pollHealth(server.origin, 20);
    await new Promise((resume) => setTimeout(resume, 2_000));
    console.log(`  health, idle: ${describeTimes(await idle.stop())}`);

    const memory = sampleMemory(server.pid);
    const busy = pollHealth(server.origin, 20);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: uploadsAtOnce }, () => upload(server.origin, token, file)));
    const elapsed = Math.round(performance.now() - started);
    const healthTimes = await busy.stop();
    const { startMiB, peakMiB } = memory.stop();
    console.log(`  health, while ${uploadsAtOnce} files parse (${elapsed} ms): ${describeTimes(healthTimes)}`);
    for (const [index, answer] of answers.entries()) console.log(`  upload ${index + 1}: ${answer}`);
    console.log(`  server resident memory: ${startMiB} MiB before, peak ${peakMiB} MiB`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
