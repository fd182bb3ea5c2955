/** PostgreSQL's SQLSTATE of a failed statement; pg and PGlite both put it on the error's `code`. */
function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** 23505: a unique index refused the row (two requests raced past the friendly check). */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** 22003: a numeric column would overflow (a balance beyond numeric(18,2)). */
export const isNumericOverflow = (error: unknown): boolean => sqlStateOf(error) === '22003';
