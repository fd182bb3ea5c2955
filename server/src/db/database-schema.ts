import type { BusinessTables } from './business-tables';
import type { CoreTables } from './core-tables';

/** The whole database as Kysely sees it: the core's tables and the business tables. */
export type DatabaseSchema = CoreTables & BusinessTables;
