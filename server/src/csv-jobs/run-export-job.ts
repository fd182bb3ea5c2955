import { open, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { CsvExportCursor } from '../db/business/report.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { CsvJobsRepository } from './csv-jobs.repository';
import { transactionCsvLine, transactionCsvPreamble } from './transaction-csv';
import { countRows, fetchChunk, type ChunkRow } from './transaction-export-pages';

export interface ExportJobOptions {
  /** Folder of the export files (created by the worker); a job's file is `<id>.csv` in it. */
  exportDir: string;
  /** docs/spec/decisions.md §5: dates are written in the business time zone. */
  timeZone: string;
  /** Rows per keyset page; memory holds about two pages, whatever the row count. */
  chunkSize?: number;
  /** Asked between chunks; true leaves the job inprogress with its cursor, to resume later. */
  shouldStop?: () => boolean;
}

export type ExportOutcome = 'completed' | 'stopped' | 'lost';

async function fileLength(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch {
    return undefined;
  }
}

/** Writes the whole of `text` at `position`. */
async function writeAt(file: FileHandle, text: string, position: number): Promise<number> {
  const bytes = Buffer.from(text, 'utf8');
  let written = 0;
  while (written < bytes.length) {
    const { bytesWritten } = await file.write(bytes, written, bytes.length - written, position + written);
    written += bytesWritten;
  }
  return bytes.length;
}

/**
 * Runs one claimed (inprogress) export job to its end: streams the matching transactions in
 * keyset pages ordered by (transaction_date, id) into `<exportDir>/<id>.csv`, committing progress
 * and the resume position after each page. A job with a cursor and its file resumes where the
 * cursor says (the file is cut back to the committed length); otherwise it starts over. While one
 * page is formatted and written, the next is already being read.
 */
export async function runExportJob(db: Kysely<DatabaseSchema>, jobId: string, options: ExportJobOptions): Promise<ExportOutcome> {
  const jobs = new CsvJobsRepository(db);
  const job = await jobs.find(jobId);
  if (job === undefined || job.status !== 'inprogress') return 'lost';
  const size = options.chunkSize ?? 5000;
  const filePath = job.filePath ?? join(options.exportDir, `${job.id}.csv`);

  let cursor = job.cursor;
  let completed = job.completedRecords;
  const existingLength = await fileLength(filePath);
  const resumable = cursor !== null && job.filePath !== null && existingLength !== undefined && existingLength >= cursor.bytes;

  const file = await open(filePath, resumable ? 'r+' : 'w');
  try {
    if (!resumable || cursor === null) {
      const total = await countRows(db, job.query);
      const bytes = await writeAt(file, transactionCsvPreamble(), 0);
      cursor = { afterDate: null, afterId: null, bytes };
      completed = 0;
      if (!(await jobs.begin(job.id, filePath, total, cursor))) return 'lost';
    } else {
      // A crash may have left part of a page after the committed length.
      await file.truncate(cursor.bytes);
    }

    let page = await fetchChunk(db, job.query, cursor, options.timeZone, size);
    while (page.length > 0) {
      const last = page[page.length - 1] as ChunkRow;
      const next: CsvExportCursor = { afterDate: last.date_key, afterId: last.id, bytes: 0 };
      const nextPage = page.length === size ? fetchChunk(db, job.query, next, options.timeZone, size) : Promise.resolve([]);
      // Settle the read-ahead even if this page fails, so no rejection goes unhandled.
      nextPage.catch(() => undefined);
      let text = '';
      for (const row of page) text += transactionCsvLine(row);
      next.bytes = cursor.bytes + (await writeAt(file, text, cursor.bytes));
      completed += page.length;
      cursor = next;
      if (!(await jobs.advance(job.id, completed, cursor))) return 'lost';
      if (options.shouldStop?.() === true) {
        await nextPage.catch(() => undefined);
        return 'stopped';
      }
      page = await nextPage;
    }
    await file.datasync();
    await jobs.complete(job.id, completed);
    return 'completed';
  } finally {
    await file.close();
  }
}
