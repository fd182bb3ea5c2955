import type { CompiledQuery } from 'kysely';
import pg from 'pg';

function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value))
    return pg.escapeLiteral(`{${value.map((item) => (item === null ? 'NULL' : `"${String(item).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`);
  throw new Error(`a ${typeof value} cannot be written into a statement`);
}

/**
 * A compiled query with its parameters written in as quoted literals, for the one statement that
 * takes none: COPY (SELECT …) TO STDOUT. Kysely's SQL text holds parameters only as `$n` (identifiers
 * are double-quoted, values are always parameters), so each `$n` is replaced by its value's literal
 * (pg.escapeLiteral: quotes doubled, backslashes as E'' text).
 */
export function inlineParameters(query: CompiledQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_, index: string) => {
    const position = Number(index) - 1;
    if (position < 0 || position >= query.parameters.length) throw new Error(`no parameter $${index}`);
    return literalOf(query.parameters[position]);
  });
}
