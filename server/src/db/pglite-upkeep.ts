import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './database-schema';

/** How often PGlite's tables are vacuumed and analysed while the server runs. */
export const pgliteUpkeepEveryMs = 60 * 60_000;

/**
 * PGlite runs no autovacuum (docs/decisions/0014-planner-statistics.md): left alone, rows a change
 * replaced stay in the tables, no page is ever marked all-visible, so the index-only scans the
 * grids are built on (the voucher and report page indexes) still read the table for every row, and
 * the planner keeps the statistics of the day the server started. This stands in for autovacuum:
 * every `everyMs` it runs `vacuum (analyze)` on each table of the schema, one statement per table,
 * so requests are served between them instead of waiting for the whole round. A round over 1M
 * transactions that were vacuumed before took 1.3 s, most of it the transactions table's statement.
 */
export class PgliteUpkeep {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #round: Promise<void> | undefined;
  #stopped = true;

  constructor(
    private readonly deps: {
      db: Kysely<DatabaseSchema>;
      everyMs: number;
      /** A round that failed (the database closing, say): logged, and the next round tries again. */
      onError: (error: unknown) => void;
    },
  ) {}

  start(): void {
    this.#stopped = false;
    this.#schedule();
  }

  /** Stops the rounds and waits for the one under way, so the database may close after it. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    await this.#round;
  }

  /** One round over every table of the schema; answers the tables it vacuumed. */
  runOnce(): Promise<string[]> {
    return this.#vacuumTables(() => true);
  }

  async #vacuumTables(goOn: () => boolean): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(this.deps.db);
    const done: string[] = [];
    for (const { name } of rows) {
      if (!goOn()) break;
      await sql`vacuum (analyze) ${sql.id(name)}`.execute(this.deps.db);
      done.push(name);
    }
    return done;
  }

  #schedule(): void {
    this.#timer = setTimeout(() => {
      // A round stops between tables once the server is stopping.
      this.#round = this.#vacuumTables(() => !this.#stopped)
        .then(() => undefined, this.deps.onError)
        .finally(() => {
          this.#round = undefined;
          if (!this.#stopped) this.#schedule();
        });
    }, this.deps.everyMs);
    // The rounds never keep the process alive on their own.
    this.#timer.unref();
  }
}
