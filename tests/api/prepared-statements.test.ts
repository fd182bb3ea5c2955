import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { prepareMarkedStatements } from '../../server/src/db/prepared-statements';

/** A pool stand-in: hands out one client whose query records what pg would have been asked. */
function connectedClient() {
  const pool = new EventEmitter();
  prepareMarkedStatements(pool as unknown as pg.Pool);
  const sent: unknown[] = [];
  const client = { query: (...args: unknown[]) => sent.push(args[0]) };
  pool.emit('connect', client);
  return { query: client.query as (text: string, values?: unknown[]) => unknown, sent };
}

describe('prepared statements (server/src/db/prepared-statements.ts)', () => {
  it('names marked selects, the same name for the same text, and sends everything else as it came', () => {
    const { query, sent } = connectedClient();
    const lookup = 'select /* prepared */ "u"."id" from "sessions" as "s" where "s"."jti" = $1';
    query(lookup, ['a']);
    query(`\n      select /* prepared */ sum(r.count) from daily_report_counts r where r.business_day >= $1`, ['2024-01-01']);
    query(lookup, ['b']);
    query('select "id" from "transactions" where "transaction_date" >= $1 limit $2', ['2024-01-01', 10]);
    query('insert into audit_log (action) values ($1)', ['x']);
    query('begin');
    expect(sent).toEqual([
      { name: 'prepared_1', text: lookup, values: ['a'] },
      { name: 'prepared_2', text: `\n      select /* prepared */ sum(r.count) from daily_report_counts r where r.business_day >= $1`, values: ['2024-01-01'] },
      { name: 'prepared_1', text: lookup, values: ['b'] },
      'select "id" from "transactions" where "transaction_date" >= $1 limit $2',
      'insert into audit_log (action) values ($1)',
      'begin',
    ]);
  });

  it('keeps at most 100 statements prepared on a connection and sends the rest unnamed', () => {
    const { query, sent } = connectedClient();
    for (let index = 0; index < 101; index += 1) query(`select /* prepared */ ${index}`, []);
    query('select /* prepared */ 0', []);
    expect(sent[99]).toEqual({ name: 'prepared_100', text: 'select /* prepared */ 99', values: [] });
    expect(sent[100]).toEqual({ text: 'select /* prepared */ 100', values: [] });
    expect(sent[101]).toEqual({ name: 'prepared_1', text: 'select /* prepared */ 0', values: [] });
  });
});
