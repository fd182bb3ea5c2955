import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// docs/decisions/0012-reports.md and docs/decisions/0032-vouchers.md: `msisdn contains` (ILIKE '%…%', spec 1 §2) scanned every
// row of the date range. A GIN trigram index (pg_trgm, a trusted extension: the database's owner may
// create it on PostgreSQL 13+, and PGlite loads it from its contrib bundle) answers it from the index.
// Self-contained: a shipped migration never changes with the code around it.
export const msisdnTrigramMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // In public when new, so a throw-away schema (the API tests' databases) dropped with cascade
    // never takes the extension, and the other schemas' indexes, along with it.
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const schema = rows[0]?.schema ?? 'public';
    // Qualified: a search path without the extension's schema still finds the operator class.
    const trigrams = sql.id(schema, 'gin_trgm_ops');
    await sql`create index transactions_msisdn_trigram on transactions using gin (msisdn ${trigrams})`.execute(db);
    // The voucher search's msisdn is the buyer's (shared/transaction-columns.ts), the same expression.
    await sql`create index voucher_transactions_msisdn_trigram on voucher_transactions using gin ((users -> 0 ->> 'userMsisdn') ${trigrams})`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index if exists voucher_transactions_msisdn_trigram`.execute(db);
    await sql`drop index if exists transactions_msisdn_trigram`.execute(db);
    // The extension stays: other schemas of the database may use it.
  },
};
