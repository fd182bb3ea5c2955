/**
 * True when the database refused a write for a unique index (SQLSTATE 23505), on PGlite and
 * PostgreSQL alike. Areas check for duplicates first to answer 409 naming the field; this catches
 * the one that slipped in between the check and the write.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';
}
