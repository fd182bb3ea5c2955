import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { copyOutOf } from './copy-out';
import type { DatabaseHandle } from './database-handle';
import type { DatabaseSchema } from './database-schema';
import { prepareMarkedStatements } from './prepared-statements';
import { requestScoped } from './request-transaction';
import { DATE_OID, INT8_OID, keepDateText, parseInt8 } from './value-parsing';

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return parseInt8;
    if (oid === DATE_OID) return keepDateText;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  connectionString: string;
  /** When set, every pooled connection works in this schema only (isolated test databases). */
  schema?: string;
  /** Runs after Kysely is destroyed, e.g. to drop a throw-away schema. */
  afterClose?: () => Promise<void>;
}

export function openPostgresDatabase(options: PostgresOptions): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: options.connectionString, types: typeParsers, max: 10 });
  prepareMarkedStatements(pool);
  // An idle pooled connection the server ends (a restart, a failover, an administrator's terminate,
  // a test database dropped with force) is an error event of the pool: pg drops that connection and
  // the next query opens another. Without a listener Node would end the whole process for it.
  pool.on('error', () => undefined);
  const { schema } = options;
  if (schema !== undefined) {
    // pg runs a client's queries in order, so this precedes anything Kysely sends on the connection.
    pool.on('connect', (client) => {
      client.query(`set search_path to "${schema}"`).catch(() => undefined);
    });
  }
  const db = new Kysely<DatabaseSchema>({ dialect: requestScoped(new PostgresDialect({ pool })) });
  return {
    db,
    kind: 'postgres',
    copyOut: copyOutOf(pool),
    connections: () => ({ max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await db.destroy();
      await options.afterClose?.();
    },
  };
}
