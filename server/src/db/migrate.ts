import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { MigrationContext } from './migration-context';
import { migrationList } from './migrations/migration-list';

/** Migrations come from code, not a folder scan, so tsx, vitest and a bundle all see the same list. */
class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly context: MigrationContext) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(migrationList(this.context));
  }
}

export interface MigrationOutcome {
  applied: string[];
}

async function migratorOf<S>(db: Kysely<S>, context: MigrationContext): Promise<Migrator> {
  // Kysely looks for its bookkeeping table in every schema unless told which one; another schema's
  // table (a neighbouring test schema, say) would make it skip creating ours.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({
    db,
    provider: new InCodeMigrationProvider(context),
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
}

/** How the database stands against the code's migrations: applied, and not applied yet. */
export async function migrationState<S>(db: Kysely<S>, context: MigrationContext): Promise<{ applied: number; pending: string[] }> {
  const migrations = await (await migratorOf(db, context)).getMigrations();
  return {
    applied: migrations.filter((migration) => migration.executedAt !== undefined).length,
    pending: migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name),
  };
}

export async function migrateToLatest<S>(db: Kysely<S>, context: MigrationContext): Promise<MigrationOutcome> {
  const migrator = await migratorOf(db, context);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return { applied: (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName) };
}
