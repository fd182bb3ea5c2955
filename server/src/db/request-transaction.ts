import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type Kysely, type TransactionSettings } from 'kysely';
import { dialectWithDriver } from './dialect-with-driver';

/**
 * docs/decisions/0023-audit-log.md: a staff change and its audit entry commit or fail together. A
 * change request runs inside one database transaction (`runInRequestTransaction`); every query its
 * handler sends through the shared Kysely instance, with or without `db.transaction()`, runs on that
 * transaction's connection. A transaction the handler opens itself becomes a savepoint, so its own
 * rollback (a refused unique row, a failure it returns) still undoes only its part.
 */
interface RequestScope {
  connection: DatabaseConnection | null;
  /** Transactions begun on the scope's connection: 1 is the request's own, more are savepoints. */
  depth: number;
  /** False once the request's transaction ended: work it started later gets its own connections. */
  open: boolean;
  /** Set when the request recorded its own audit entry, so the generic one is not added. */
  audited: boolean;
  afterCommit: (() => void)[];
}

const scopes = new AsyncLocalStorage<RequestScope>();

function liveScope(): RequestScope | undefined {
  const scope = scopes.getStore();
  return scope?.open === true ? scope : undefined;
}

class RequestScopedDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const scope = liveScope();
    if (scope === undefined) return this.inner.acquireConnection();
    scope.connection ??= await this.inner.acquireConnection();
    return scope.connection;
  }

  #scopeOf(connection: DatabaseConnection): RequestScope | undefined {
    const scope = liveScope();
    return scope !== undefined && scope.connection === connection ? scope : undefined;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const scope = this.#scopeOf(connection);
    if (scope === undefined || scope.depth === 0) {
      await this.inner.beginTransaction(connection, settings);
      if (scope !== undefined) scope.depth = 1;
      return;
    }
    scope.depth += 1;
    await connection.executeQuery(CompiledQuery.raw(`savepoint request_${scope.depth}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const scope = this.#scopeOf(connection);
    if (scope === undefined || scope.depth <= 1) {
      if (scope !== undefined) scope.depth = 0;
      return this.inner.commitTransaction(connection);
    }
    await connection.executeQuery(CompiledQuery.raw(`release savepoint request_${scope.depth}`));
    scope.depth -= 1;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const scope = this.#scopeOf(connection);
    if (scope === undefined || scope.depth <= 1) {
      if (scope !== undefined) scope.depth = 0;
      return this.inner.rollbackTransaction(connection);
    }
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint request_${scope.depth}`));
    scope.depth -= 1;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const scope = this.#scopeOf(connection);
    // Inside the request's transaction the connection stays with the request.
    if (scope !== undefined && scope.depth > 0) return;
    if (scope !== undefined) scope.connection = null;
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** The dialect every Kysely instance of the server uses: queries follow the request's transaction. */
export function requestScoped(dialect: Dialect): Dialect {
  return dialectWithDriver(dialect, (inner) => new RequestScopedDriver(inner));
}

class Refused<T> {
  constructor(readonly value: T) {}
}

/**
 * Runs `work` in one transaction; `finish` runs in it after the work (the audit entry). When
 * `keep(result)` is false the transaction rolls back and the result is still returned (a refusal).
 * Callbacks given to `afterRequestCommit` run once the transaction has committed.
 */
export async function runInRequestTransaction<T, D>(
  db: Kysely<D>,
  work: () => Promise<T>,
  keep: (result: T) => boolean,
  finish: (result: T, audited: boolean) => Promise<void>,
): Promise<T> {
  const scope: RequestScope = { connection: null, depth: 0, open: true, audited: false, afterCommit: [] };
  let result: T;
  try {
    result = await scopes.run(scope, () =>
      db.transaction().execute(async () => {
        const value = await work();
        if (!keep(value)) throw new Refused(value);
        await finish(value, scope.audited);
        return value;
      }),
    );
  } catch (error) {
    if (error instanceof Refused) return error.value as T;
    throw error;
  } finally {
    scope.open = false;
  }
  for (const callback of scope.afterCommit) callback();
  return result;
}

/** Runs `callback` after the current request's transaction commits (at once outside a request). */
export function afterRequestCommit(callback: () => void): void {
  const scope = liveScope();
  if (scope === undefined) callback();
  else scope.afterCommit.push(callback);
}

/** An area that wrote its own audit entry tells the request not to add the generic one. */
export function markRequestAudited(): void {
  const scope = liveScope();
  if (scope !== undefined) scope.audited = true;
}
