import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';
import { dialectWithDriver } from './dialect-with-driver';

/**
 * PGlite runs in the server's own thread and answers through promises alone, so a call's whole
 * chain (session, page, count, answer) ran without one turn of the event loop: the requests that
 * came in meanwhile were read only after it, all at once and in the kernel's order, and the last
 * of them waited up to two rounds of everybody's work. A turn before each query reads them as they
 * come, so they queue for the one connection in the order they came and each waits about one
 * round: the same work, with the slowest calls answered much sooner (docs/decisions/0032-vouchers.md).
 */
class EventLoopTurnsDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await new Promise(setImmediate);
    return this.inner.acquireConnection();
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** A dialect over PGlite whose every connection request first lets the event loop take a turn. */
export function withEventLoopTurns(dialect: Dialect): Dialect {
  return dialectWithDriver(dialect, (inner) => new EventLoopTurnsDriver(inner));
}
