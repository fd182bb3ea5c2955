/**
 * True when the database refused a write for a unique index (SQLSTATE 23505). Both drivers
 * (PGlite and node-postgres) put the SQLSTATE in `code`; optionally the index must be `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || name === constraint);
}
