import { open, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { CopyOut } from '../db/copy-out';
import type { CsvExportCursor } from '../db/business/report.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { CopyBinaryRows } from './copy-binary-rows';
import { CsvJobsRepository } from './csv-jobs.repository';
import { LineBatch } from './line-batch';
import { transactionCsvPreamble } from './transaction-csv';
import { countRows, exportCopyStatement, fetchChunk, timestampKeyOf, type ExportChunk } from './transaction-export-pages';
import type { StoredTransactionQuery } from './transaction-export-filter';

export interface ExportJobOptions {
  /** Folder of the export files (created by the worker); a job's file is `<id>.csv` in it. */
  exportDir: string;
  /** docs/spec/decisions.md §5: dates are written in the business time zone. */
  timeZone: string;
  /**
   * Rows between two committed progress points (and, on PGlite, rows per keyset page); memory
   * holds about two of them, whatever the row count.
   */
  chunkSize?: number;
  /** Asked after each committed progress point; true leaves the job inprogress with its cursor, to resume later. */
  shouldStop?: () => boolean;
  /** PostgreSQL: the export streams one COPY … TO STDOUT through it; absent (PGlite), keyset pages. */
  copyOut?: CopyOut;
}

export type ExportOutcome = 'completed' | 'stopped' | 'lost';

/** Rows per progress point: a fraction of a second of work on either engine. */
const defaultChunkSize = { copy: 50_000, pages: 10_000 };

async function fileLength(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch {
    return undefined;
  }
}

/** Writes all of `buffers` at `position`; answers the byte count. */
async function writeAt(file: FileHandle, buffers: Buffer[], position: number): Promise<number> {
  let total = 0;
  for (const buffer of buffers) total += buffer.length;
  const { bytesWritten } = await file.writev(buffers, position);
  if (bytesWritten < total) {
    // A short write (rare on files): the rest, one buffer at a time.
    const rest = Buffer.concat(buffers).subarray(bytesWritten);
    let written = 0;
    while (written < rest.length) {
      const result = await file.write(rest, written, rest.length - written, position + bytesWritten + written);
      written += result.bytesWritten;
    }
  }
  return total;
}

/** Writing continues from a committed position: where the file is, how many rows it holds. */
interface Progress {
  cursor: CsvExportCursor;
  completed: number;
}

type Checkpoint = (progress: Progress) => Promise<'go on' | 'stopped' | 'lost'>;

/**
 * Runs one claimed (inprogress) export job to its end: the matching transactions ordered by
 * (transaction_date, id), as lines the database finishes (transaction-csv-sql.ts), into
 * `<exportDir>/<id>.csv`, committing progress and the resume position every `chunkSize` rows. A
 * job with a cursor and its file resumes where the cursor says (the file is cut back to the
 * committed length); otherwise it starts over with the BOM and the header.
 */
export async function runExportJob(db: Kysely<DatabaseSchema>, jobId: string, options: ExportJobOptions): Promise<ExportOutcome> {
  const jobs = new CsvJobsRepository(db);
  const job = await jobs.find(jobId);
  if (job === undefined || job.status !== 'inprogress') return 'lost';
  const filePath = job.filePath ?? join(options.exportDir, `${job.id}.csv`);

  const existingLength = await fileLength(filePath);
  const resumable = job.cursor !== null && job.filePath !== null && existingLength !== undefined && existingLength >= job.cursor.bytes;

  const file = await open(filePath, resumable ? 'r+' : 'w');
  try {
    let start: Progress;
    if (!resumable || job.cursor === null) {
      const total = await countRows(db, job.query, options.timeZone);
      const bytes = await writeAt(file, [Buffer.from(transactionCsvPreamble(), 'utf8')], 0);
      start = { cursor: { afterDate: null, afterId: null, bytes }, completed: 0 };
      if (!(await jobs.begin(job.id, filePath, total, start.cursor))) return 'lost';
    } else {
      // A crash may have left part of a page after the committed length.
      await file.truncate(job.cursor.bytes);
      start = { cursor: job.cursor, completed: job.completedRecords };
    }
    const checkpoint: Checkpoint = async ({ cursor, completed }) => {
      if (!(await jobs.advance(job.id, completed, cursor))) return 'lost';
      return options.shouldStop?.() === true ? 'stopped' : 'go on';
    };
    const run = { db, query: job.query, file, start, checkpoint, timeZone: options.timeZone };
    const outcome = options.copyOut
      ? await copyRows({ ...run, copyOut: options.copyOut, size: options.chunkSize ?? defaultChunkSize.copy })
      : await pageRows({ ...run, size: options.chunkSize ?? defaultChunkSize.pages });
    if (typeof outcome === 'string') return outcome;
    await file.datasync();
    await jobs.complete(job.id, outcome.completed);
    return 'completed';
  } finally {
    await file.close();
  }
}

interface RowsRun {
  db: Kysely<DatabaseSchema>;
  query: StoredTransactionQuery;
  file: FileHandle;
  start: Progress;
  checkpoint: Checkpoint;
  timeZone: string;
  size: number;
}

/**
 * PostgreSQL: one streamed binary COPY; every `size` rows are written and committed. A progress
 * point is written while the stream goes on being read (one at a time), so the database is not
 * left waiting on the file and the commit.
 */
async function copyRows(run: RowsRun & { copyOut: CopyOut }): Promise<Progress | 'stopped' | 'lost'> {
  const stream = await run.copyOut(exportCopyStatement(run.db, run.query, run.start.cursor, run.timeZone));
  const reader = new CopyBinaryRows();
  let progress = run.start;
  // About 150 bytes a line: the first batch rarely has to grow, the next ones start at its size.
  let lines = new LineBatch(run.size * 160);
  const flush = async (batch: LineBatch, key: (Buffer | null)[]): Promise<'go on' | 'stopped' | 'lost'> => {
    const bytes = progress.cursor.bytes + (await writeAt(run.file, [batch.bytes()], progress.cursor.bytes));
    const [, date, id] = key;
    if (!date || !id) throw new Error('an exported row without its key');
    progress = { cursor: { afterDate: timestampKeyOf(date), afterId: id.toString('utf8'), bytes }, completed: progress.completed + batch.rows };
    return run.checkpoint(progress);
  };
  // Batches of exactly `size` rows; one is written while the stream goes on, the next waits for it.
  const ready: Array<{ batch: LineBatch; key: (Buffer | null)[] }> = [];
  let inFlight: Promise<'go on' | 'stopped' | 'lost'> | undefined;
  const settle = async (): Promise<'go on' | 'stopped' | 'lost'> => {
    const state = inFlight === undefined ? 'go on' : await inFlight;
    inFlight = undefined;
    return state;
  };
  try {
    for await (const chunk of stream) {
      reader.read(chunk, (row) => {
        lines.append(row, 0);
        if (lines.rows === run.size) {
          // Only a batch's last row keeps its key.
          ready.push({ batch: lines, key: reader.fields() });
          lines = new LineBatch(lines.bytes().length);
        }
      });
      for (let next = ready.shift(); next !== undefined; next = ready.shift()) {
        const state = await settle();
        if (state !== 'go on') return state;
        inFlight = flush(next.batch, next.key);
        // Settled by the next settle(); this only keeps an early failure from going unhandled.
        inFlight.catch(() => undefined);
      }
    }
    if (!reader.ended) throw new Error('the export stream ended early');
    const state = await settle();
    if (state !== 'go on') return state;
    if (lines.rows > 0) {
      const final = await flush(lines, reader.fields());
      if (final === 'lost') return final;
    }
    return progress;
  } finally {
    // Settle a write still running; nothing happens to a stream that ended, otherwise the COPY
    // and its connection are dropped.
    await inFlight?.catch(() => undefined);
    stream.cancel();
  }
}

/** PGlite: keyset pages, the next one read while this one is written. */
async function pageRows(run: RowsRun): Promise<Progress | 'stopped' | 'lost'> {
  let progress = run.start;
  const read = (cursor: CsvExportCursor) => fetchChunk(run.db, run.query, cursor, run.timeZone, run.size);
  let page: ExportChunk = await read(progress.cursor);
  while (page.last !== null) {
    const after: CsvExportCursor = { ...page.last, bytes: 0 };
    const nextPage = page.rows === run.size ? read(after) : Promise.resolve<ExportChunk>({ text: '', rows: 0, last: null });
    // Settle the read-ahead even if this page fails, so no rejection goes unhandled.
    nextPage.catch(() => undefined);
    const bytes = progress.cursor.bytes + (await writeAt(run.file, [Buffer.from(page.text, 'utf8')], progress.cursor.bytes));
    progress = { cursor: { ...after, bytes }, completed: progress.completed + page.rows };
    const next = await run.checkpoint(progress);
    if (next !== 'go on') {
      await nextPage.catch(() => undefined);
      return next;
    }
    page = await nextPage;
  }
  return progress;
}
