import { sql, type Kysely } from 'kysely';
import { periodicWorker } from './periodic-worker';
import { exponentialBackoff, WorkerLoop } from './worker-loop';
import type { DatabaseSchema } from '../db/database-schema';

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
  readonly #loop: WorkerLoop<'round'>;

  constructor(
    private readonly deps: {
      db: Kysely<DatabaseSchema>;
      everyMs: number;
      /** A round that failed (the database closing, say): logged, and the next round tries again. */
      onError: (error: unknown) => void;
    },
  ) {
    // A periodic worker (docs/decisions/0040-workers.md): the first round one period after start,
    // which app.ts preceded by its own round.
    const rounds = periodicWorker({
      name: 'PGlite upkeep',
      everyMs: deps.everyMs,
      firstAfterMs: deps.everyMs,
      backoff: exponentialBackoff(Math.min(60_000, deps.everyMs), deps.everyMs),
      // A round stops between tables once the server is stopping.
      round: async (stopping) => {
        await this.#vacuumTables(() => !stopping());
      },
    });
    this.#loop = new WorkerLoop(rounds, { error: (failure) => deps.onError(failure.err) });
  }

  get name(): string {
    return this.#loop.name;
  }

  get running(): boolean {
    return this.#loop.running;
  }

  start(): void {
    this.#loop.start();
  }

  /** Stops the rounds and waits for the one under way, so the database may close after it. */
  stop(): Promise<void> {
    return this.#loop.stop();
  }

  /** One round over every table of the schema; answers the tables it vacuumed. */
  runOnce(): Promise<string[]> {
    return this.#vacuumTables(() => true);
  }

  async #vacuumTables(goOn: () => boolean): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(
      this.deps.db,
    );
    const done: string[] = [];
    for (const { name } of rows) {
      if (!goOn()) break;
      await sql`vacuum (analyze) ${sql.id(name)}`.execute(this.deps.db);
      done.push(name);
    }
    return done;
  }
}
