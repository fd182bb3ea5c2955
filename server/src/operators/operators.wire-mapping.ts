import type { z } from 'zod';
import type { operatorListItemSchema } from '../../../src/contract/lookups.contract';
import type { OperatorRecord } from './operators.repository';

type OperatorListItem = z.input<typeof operatorListItemSchema>;

export function operatorListItemOf(operator: OperatorRecord): OperatorListItem {
  return { _id: operator.id, name: operator.name, type: operator.type };
}
