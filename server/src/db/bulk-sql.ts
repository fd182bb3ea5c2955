import { sql, type RawBuilder } from 'kysely';

/**
 * Rows a multi-row INSERT carries: with at most a dozen columns that is ~12,000 bind parameters,
 * well inside PostgreSQL's 65,535 a statement, on PGlite and PostgreSQL alike.
 */
export const insertChunkRows = 1000;

/**
 * Any number of texts as ONE bind parameter, for `where id in (…)` over a whole file of ids: one
 * statement and one round trip instead of one per id, and no parameter limit (a JSON array that
 * `jsonb_array_elements_text` turns back into rows).
 */
export function textSet(values: readonly string[]): RawBuilder<string> {
  return sql<string>`(select value from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

/** `items` in consecutive slices of at most `size`, in order. */
export function chunksOf<T>(items: readonly T[], size: number = insertChunkRows): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
