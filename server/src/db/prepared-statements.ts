import { sql } from 'kysely';
import type pg from 'pg';

/**
 * Marks a statement whose plan does not depend on its values, for `prepareMarkedStatements`:
 * `select ${preparedMark} …` in SQL, `.modifyFront(preparedMark)` on a Kysely select.
 */
export const preparedMark = sql.raw('/* prepared */');
const markedText = /^\s*select \/\* prepared \*\/ /;
/** Distinct statements one connection keeps prepared; beyond, they are sent unnamed as before. */
const mostPerConnection = 100;

type Query = (...args: unknown[]) => unknown;

/**
 * Statements whose plan is the same whatever their values (the session lookup by its key, a sum
 * over a roll-up's day range) are parsed and planned once per connection, then only bound and
 * run: PostgreSQL planned the session lookup's four-table join again on every call. Only marked
 * statements are: a page's best plan depends on its range and sort (one index for a day, another
 * for a year), and a plan made once for every value would be wrong for some of them.
 */
export function prepareMarkedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const names = new Map<string, string>();
    const query = client.query.bind(client) as Query;
    const prepared: Query = (text, values, ...rest) => {
      if (typeof text !== 'string' || !Array.isArray(values) || !markedText.test(text)) return query(text, values, ...rest);
      let name = names.get(text);
      if (name === undefined && names.size < mostPerConnection) {
        name = `prepared_${names.size + 1}`;
        names.set(text, name);
      }
      return query(name === undefined ? { text, values } : { name, text, values }, ...rest);
    };
    (client as unknown as { query: Query }).query = prepared;
  });
}
