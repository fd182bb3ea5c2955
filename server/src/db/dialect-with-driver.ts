import type { Dialect, Driver } from 'kysely';

/** A dialect like `dialect` whose driver is wrapped by `wrap` (the request scope, PGlite's turns). */
export function dialectWithDriver(dialect: Dialect, wrap: (inner: Driver) => Driver): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => wrap(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
