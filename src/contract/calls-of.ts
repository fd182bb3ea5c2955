import type { CallDefinition } from './call-definition';

/** A contract file as imported whole (`import * as reports from './reports.contract'`). */
export type ContractFile = Readonly<Record<string, unknown>>;

/** The calls a contract file defines (its schemas and types are not calls). */
export function callsOf(file: ContractFile): CallDefinition[] {
  return Object.values(file).filter(
    (value): value is CallDefinition => typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'response' in value,
  );
}
