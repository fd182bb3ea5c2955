import { Worker } from 'node:worker_threads';
import { cellControlCharacters, payoutUploadLimits } from '../../../src/domain/payouts/payout-upload';

/** One cell as the parser thread answers it: its value, its shown text, whether it holds a formula. */
export interface ParsedCell {
  v: string | number | boolean | null;
  w: string | null;
  formula: boolean;
}

/** The first sheet's rows (null for an empty row or cell) and how many rows the whole sheet spans. */
export type ParsedSheet = { ok: true; data: ReadonlyArray<ReadonlyArray<ParsedCell | null> | null>; fullRows: number | null };

export type ParseOutcome = ParsedSheet | { ok: false; reason: 'damaged' | 'protected' | 'over-budget' };

/**
 * What one parse may take. A spreadsheet is a zip of XML: a small file can unpack into hundreds of
 * megabytes of shared strings, and parsing runs synchronously. So each file is parsed in its own
 * worker thread, whose heap is capped and which is stopped when its time is up: the server's thread
 * keeps answering, and a file over budget costs its own thread only.
 */
export interface ParseBudget {
  timeMs: number;
  heapMb: number;
}

export const defaultParseBudget: ParseBudget = { timeMs: 20_000, heapMb: 256 };

/** Parses running at once; more wait their turn, so four large files never hold four heaps. */
const parsesAtOnce = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= parsesAtOnce) await new Promise<void>((resume) => waiting.push(resume));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const workerFile = new URL('./workbook-parser.worker.mjs', import.meta.url);

export function parseWorkbookOffThread(bytes: Buffer, sheetRows: number, budget: ParseBudget = defaultParseBudget): Promise<ParseOutcome> {
  return inTurn(() => parseInThread(bytes, sheetRows, budget));
}

function parseInThread(bytes: Buffer, sheetRows: number, budget: ParseBudget): Promise<ParseOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(workerFile, {
      // The thread shortens long texts by the domain's cell rule (cell-text-shortening.mjs), so a file
      // of huge shared strings is answered in kilobytes and the request thread never copies them.
      workerData: {
        bytes,
        sheetRows,
        maxCellLength: payoutUploadLimits.maxCellLength,
        controlPattern: { source: cellControlCharacters.source, flags: cellControlCharacters.flags },
      },
      resourceLimits: { maxOldGenerationSizeMb: budget.heapMb, maxYoungGenerationSizeMb: 64 },
      // The server's own flags (tsx's loader) are not needed by the plain JavaScript worker.
      execArgv: [],
      env: {},
    });
    let settled = false;
    const settle = (outcome: ParseOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ ok: false, reason: 'over-budget' }), budget.timeMs);
    worker.once('message', (answer: { ok: true; data: ParsedSheet['data']; fullRows: number | null } | { ok: false; message: string }) => {
      if (answer.ok) settle({ ok: true, data: answer.data, fullRows: answer.fullRows });
      else settle({ ok: false, reason: /password|encrypt/i.test(answer.message) ? 'protected' : 'damaged' });
    });
    // ERR_WORKER_OUT_OF_MEMORY: the heap cap was reached.
    worker.once('error', (error: Error & { code?: string }) =>
      settle({ ok: false, reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'over-budget' : 'damaged' }),
    );
    worker.once('exit', () => settle({ ok: false, reason: 'damaged' }));
  });
}
