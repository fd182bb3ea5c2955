import type { Kysely } from 'kysely';
import type { CallDefinition } from '../../../src/contract/call-definition';
import type { DatabaseSchema } from '../db/database-schema';
import { runInRequestTransaction } from '../db/request-transaction';
import { AuditLog } from '../db/audit-log';
import type { Actor } from './actor';
import { ApiFailure } from './api-failure';
import { CallAnswer } from './idempotency';
import { wireBody } from './wire-values';

const writingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A change is a call with a writing method that its contract does not mark as a read (`readOnly`,
 * with its reason), or a read its contract marks as revealing a secret (`revealsSecret`); public
 * calls never are.
 */
export function isAuditedCall(call: Pick<CallDefinition, 'method' | 'public' | 'readOnly' | 'revealsSecret'>): boolean {
  if (call.public === true) return false;
  if (call.revealsSecret !== undefined) return true;
  return writingMethods.has(call.method) && call.readOnly === undefined;
}

const hiddenKey = /pass|secret|key|token|code|pin|card|cvv|otp|hash|salt/i;
const longestText = 200;
const mostItems = 20;

/** What an entry may show of a call's input: secrets hidden by name, long text and lists cut. */
export function auditDetailsOf(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > longestText ? `${value.slice(0, longestText)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (depth > 4) return '…';
  if (Array.isArray(value)) {
    const shown = value.slice(0, mostItems).map((item) => auditDetailsOf(item, depth + 1));
    return value.length > mostItems ? [...shown, `… ${value.length - mostItems} more`] : shown;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, hiddenKey.test(key) ? '[hidden]' : auditDetailsOf(item, depth + 1)]));
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' && name in value ? (value as Record<string, unknown>)[name] : undefined;
}

/** The record a call acts on: its path id, else the body's or the answer's `_id`. */
export function auditTargetOf(input: { params: unknown; body: unknown }, result: unknown): string | null {
  const params = input.params !== null && typeof input.params === 'object' ? Object.values(input.params) : [];
  return textOf(field(input.params, 'id')) ?? textOf(params[0]) ?? textOf(field(input.body, '_id')) ?? textOf(field(result, '_id')) ?? null;
}

export interface ChangeAudit {
  /** Runs an audited call's handler in one transaction with its audit entry; a refusal writes neither. */
  run<T>(call: Pick<CallDefinition, 'id'>, actor: Actor, input: { params: unknown; query: unknown; body: unknown }, work: () => Promise<T>): Promise<T>;
}

export function createChangeAudit(db: Kysely<DatabaseSchema>): ChangeAudit {
  return {
    run: (call, actor, input, work) =>
      runInRequestTransaction(
        db,
        work,
        (result) => !(result instanceof ApiFailure),
        async (result, audited) => {
          if (audited) return;
          await AuditLog.record(db, {
            actor: { userId: actor.userId },
            action: call.id,
            // The answer as sent (registerCall hands over the contract-checked body).
            target: { type: call.id.split('.')[0] ?? call.id, id: auditTargetOf(input, result instanceof CallAnswer ? result.body : result) },
            details: auditDetailsOf({ params: input.params, query: input.query, body: wireBody(input.body) }) as Record<string, unknown>,
          });
        },
      ),
  };
}
