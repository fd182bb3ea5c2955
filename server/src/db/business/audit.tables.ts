import type { Generated } from 'kysely';
import type { CreatedAt } from '../core-tables';
import type { JsonWithDefault, OptionalText } from './column-types';

/** docs/decisions/0023-audit-log.md: who changed what, appended with the change (migration 0012). */
export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  actor_id: OptionalText;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: OptionalText;
  details: JsonWithDefault<Record<string, unknown>>;
}
