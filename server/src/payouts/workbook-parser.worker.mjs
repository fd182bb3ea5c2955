// Plain JavaScript on purpose: a worker thread starts without the TypeScript loader the server (tsx)
// or the tests (Vitest) run under, so this file imports nothing but SheetJS, Node and plain JavaScript.
// It parses one spreadsheet off the request thread (docs/decisions/0026-payout-files.md) and answers
// the first sheet's cells as plain data; payout-workbook.ts decides everything else.
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';
import { shortenedCellText } from './cell-text-shortening.mjs';

const { bytes, sheetRows, maxCellLength, controlPattern } = workerData;
const shortened = (value) => (typeof value === 'string' ? shortenedCellText(value, maxCellLength, controlPattern) : value);
try {
  const workbook = XLSX.read(Buffer.from(bytes), {
    type: 'buffer',
    dense: true,
    cellFormula: true,
    cellHTML: false,
    cellStyles: false,
    cellDates: false,
    bookVBA: false,
    sheetRows,
    WTF: false,
  });
  const firstName = workbook.SheetNames[0];
  const sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  const data = (sheet?.['!data'] ?? []).map((row) =>
    row === undefined
      ? null
      : row.map((cell) => (cell === undefined ? null : { v: shortened(cell.v ?? null), w: shortened(cell.w ?? null), formula: cell.f !== undefined })),
  );
  const fullRef = sheet?.['!fullref'];
  const fullRows = fullRef === undefined ? null : XLSX.utils.decode_range(fullRef).e.r + 1;
  parentPort.postMessage({ ok: true, data, fullRows });
} catch (problem) {
  parentPort.postMessage({ ok: false, message: problem instanceof Error ? problem.message : String(problem) });
}
