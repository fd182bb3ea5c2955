import type { Kysely, Selectable } from 'kysely';
import type { CheckoutAttemptState, CheckoutAttemptsTable } from '../db/business/checkout.tables';
import type { DatabaseSchema } from '../db/database-schema';

type Db = Kysely<DatabaseSchema>;
export type AttemptRow = Selectable<CheckoutAttemptsTable>;

/** States an attempt may leave to become final (docs/decisions/0031-hosted-checkout.md, one attempt in flight). */
const lostStates: CheckoutAttemptState[] = ['failed', 'cancelled', 'void_failed'];

/** The rows of checkout_attempts (migration 0034): at most one per session in flight. */
export const CheckoutAttempts = {
  byRef(db: Db, ref: string): Promise<AttemptRow | undefined> {
    return db.selectFrom('checkout_attempts').selectAll().where('merchant_ref_number', '=', ref).executeTakeFirst();
  },

  byKey(db: Db, sessionId: string, key: string): Promise<AttemptRow | undefined> {
    return db.selectFrom('checkout_attempts').selectAll().where('session_id', '=', sessionId).where('idempotency_key', '=', key).executeTakeFirst();
  },

  inFlight(db: Db, sessionId: string): Promise<AttemptRow | undefined> {
    return db.selectFrom('checkout_attempts').selectAll().where('session_id', '=', sessionId).where('state', '=', 'in_flight').executeTakeFirst();
  },

  /** Attempts the sweep asks about again: in flight since before `before`, or a late charge not yet given back. */
  toResolve(db: Db, before: Date, limit: number): Promise<AttemptRow[]> {
    return db
      .selectFrom('checkout_attempts')
      .selectAll()
      .where('state', 'in', ['in_flight', 'void_failed'])
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  },

  /** Inserts an in-flight attempt; undefined when the session already has one (the partial unique index). */
  async claim(
    db: Db,
    row: Pick<AttemptRow, 'id' | 'session_id' | 'merchant_ref_number' | 'idempotency_key' | 'method' | 'created_at'>,
  ): Promise<AttemptRow | undefined> {
    return db
      .insertInto('checkout_attempts')
      .values(row)
      .onConflict((oc) => oc.column('session_id').where('state', '=', 'in_flight').doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  /** Ends an in-flight attempt; false when it was no longer in flight (another answer ended it first). */
  async finish(db: Db, ref: string, state: 'paid' | 'failed' | 'cancelled', note: string | null, at: Date): Promise<AttemptRow | undefined> {
    return db
      .updateTable('checkout_attempts')
      .set({ state, note, finished_at: at })
      .where('merchant_ref_number', '=', ref)
      .where('state', '=', 'in_flight')
      .returningAll()
      .executeTakeFirst();
  },

  /**
   * Records the refund of a lost attempt's late charge, given back under the provider's id of the refund
   * (what its statement lists, docs/decisions/0035-reconciliation.md) or refused; undefined when another
   * answer recorded it first.
   */
  async recordVoid(
    db: Db,
    ref: string,
    outcome: { state: 'voided' | 'void_failed'; refundReference: string | null },
    note: string,
    at: Date,
  ): Promise<AttemptRow | undefined> {
    const { state, refundReference } = outcome;
    return db
      .updateTable('checkout_attempts')
      .set({ state, note, finished_at: at, refund_reference: refundReference })
      .where('merchant_ref_number', '=', ref)
      .where('state', 'in', state === 'voided' ? [...lostStates, 'in_flight'] : ['failed', 'cancelled', 'in_flight'])
      .returningAll()
      .executeTakeFirst();
  },
};
