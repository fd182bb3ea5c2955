import type { Kysely } from 'kysely';
import type { CopyOut } from './copy-out';
import type { DatabaseSchema } from './database-schema';

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the Kysely instance, which engine serves it, and how to let it go. */
export interface DatabaseHandle {
  db: Kysely<DatabaseSchema>;
  kind: DatabaseKind;
  /** PostgreSQL: streams a COPY … TO STDOUT (the CSV export); absent on PGlite. */
  copyOut?: CopyOut;
  /** The connections in use, for the metrics (docs/operations.md "Metrics"): PGlite is one connection, a pool says more. */
  connections(): { max: number; total: number; idle?: number; waiting?: number };
  /** Destroys the Kysely instance and, for a throw-away test schema, drops that schema. */
  close(): Promise<void>;
}
