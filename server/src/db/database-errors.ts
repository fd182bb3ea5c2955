/** PostgreSQL's SQLSTATE of a failed statement; pg and PGlite both put it on the error's `code`. */
function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

/**
 * 23505: a unique index refused the row. Areas check for duplicates first to answer 409 naming the
 * field; this catches the request that raced past the check. `constraint` narrows it to one index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (sqlStateOf(error) !== '23505') return false;
  return constraint === undefined || (error as { constraint?: unknown }).constraint === constraint;
}

/** 22003: a numeric column would overflow (a balance beyond numeric(18,2)). */
export const isNumericOverflow = (error: unknown): boolean => sqlStateOf(error) === '22003';
