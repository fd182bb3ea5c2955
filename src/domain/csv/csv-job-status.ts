// spec 1 §4: a CSV export job is pending, inprogress, completed, failed, cancelled or deleted.
export const csvJobStatuses = ['pending', 'inprogress', 'completed', 'failed', 'cancelled', 'deleted'] as const;
export type CsvJobStatus = (typeof csvJobStatuses)[number];

export type CsvJobColour = 'yellow' | 'green' | 'red';

/** spec 1 §4: pending yellow; inprogress and completed green; failed, cancelled, deleted red. */
export const csvJobColours: Readonly<Record<CsvJobStatus, CsvJobColour>> = {
  pending: 'yellow',
  inprogress: 'green',
  completed: 'green',
  failed: 'red',
  cancelled: 'red',
  deleted: 'red',
};

/** spec 1 §2 and §4: only a completed job offers its Download pill. */
export function canDownload(status: CsvJobStatus): boolean {
  return status === 'completed';
}

/**
 * Who moves a job is not shown (spec 1 §4); the export worker and the user may only make these
 * moves: pending → inprogress → completed or failed; pending or inprogress → cancelled; any
 * status but deleted → deleted.
 */
const allowedMoves: Readonly<Record<CsvJobStatus, readonly CsvJobStatus[]>> = {
  pending: ['inprogress', 'cancelled', 'deleted'],
  inprogress: ['completed', 'failed', 'cancelled', 'deleted'],
  completed: ['deleted'],
  failed: ['deleted'],
  cancelled: ['deleted'],
  // Stryker disable next-line ArrayDeclaration: equivalent, a move is asked only to a CsvJobStatus and the mutant adds a string that is none.
  deleted: [],
};

export function canMoveCsvJob(from: CsvJobStatus, to: CsvJobStatus): boolean {
  return allowedMoves[from].includes(to);
}

function wholeCount(value: number | bigint): bigint {
  if (typeof value === 'bigint') return value;
  return Number.isFinite(value) ? BigInt(Math.trunc(value)) : 0n;
}

/**
 * spec 1 §2 and §9: completed over total records as a percentage with two decimals, "0.00" when
 * the total is 0. Hundredths are truncated, not rounded, so "100.00" appears only when every
 * record is done (99 999 of 100 000 shows "99.99"); a count above the total caps at "100.00".
 */
export function progressPercent(completed: number | bigint, total: number | bigint): string {
  const done = wholeCount(completed);
  const all = wholeCount(total);
  // Stryker disable next-line EqualityOperator: equivalent, a done count of exactly 0 gives 0 hundredths below.
  if (all <= 0n || done <= 0n) return '0.00';
  // Stryker disable next-line EqualityOperator: equivalent, done = all gives all × 10000 / all = 10000 below.
  const hundredths = done >= all ? 10000n : (done * 10000n) / all;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
