import type { ColumnType } from 'kysely';
import type { NullableJson } from './column-types';

export type IdempotencyKeyState = 'running' | 'done';

/**
 * docs/decisions/0021-idempotency.md: one money call's key per caller (migration 0033). `answer` holds
 * the accepted answer sealed (it may carry a voucher PIN), as a JSON string.
 */
export interface IdempotencyKeysTable {
  /** The signed-in user's id, or 'public' for the hosted checkout's calls. */
  scope: string;
  key: string;
  fingerprint: string;
  call_id: string;
  state: IdempotencyKeyState;
  status_code: ColumnType<number | null, number | null | undefined, number | null>;
  answer: NullableJson<string>;
  created_at: ColumnType<Date, Date | string, Date | string>;
}
