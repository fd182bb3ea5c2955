// One statement on its own connection (create or drop a schema or database around a test).
export { runAdminStatement as runOnPostgres } from '../../../server/src/db/isolated-database';
