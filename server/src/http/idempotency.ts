import { createHmac, hkdfSync } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CallDefinition } from '../../../src/contract/call-definition';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { idempotencyKeyField, keyInProgressMessage, keyReusedMessage } from '../../../src/contract/idempotency-key';
import type { IdempotencyKeysTable } from '../db/business/idempotency.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { markRequestAudited } from '../db/request-transaction';
import { SecretBox } from '../crypto/secret-box';
import type { SealedColumn } from '../db/resealing';
import { type ApiFailure, failure } from './api-failure';
import { wireBody } from './wire-values';

// docs/decisions/0021-idempotency.md: the one implementation of Idempotency-Key for every money call.
// registerCall reads the key (idempotency-key.ts), and runs the handler through `withinTransaction`
// (signed-in changes, inside the request's audited transaction) or `alone` (public calls).

type Db = Kysely<DatabaseSchema>;
type KeyRow = Pick<Selectable<IdempotencyKeysTable>, 'fingerprint' | 'state' | 'status_code' | 'answer' | 'created_at'>;

/** A key is remembered this long; an older row is replaced by the next request with its key. */
export const keyLifetimeMs = 24 * 60 * 60 * 1000;
/** A public call's 'running' row older than this was left by a server that stopped: a retry takes it over. */
export const abandonedAfterMs = 2 * 60 * 1000;

/** An accepted answer: the only outcome a key remembers (a refusal changed nothing). */
export class CallAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** Who sent the key (a user id, or 'public'), the key, and what was asked under it. */
export interface KeyClaim {
  scope: string;
  key: string;
  callId: string;
  fingerprint: string;
  /**
   * The same request's fingerprints under the previous TOKEN_SECRETs: a key sent before a rotation and
   * retried after it is still the same request (docs/decisions/0049-re-sealing-after-a-rotation.md).
   */
  earlierFingerprints: readonly string[];
}

export interface CallInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

type Work<T> = () => Promise<T | CallAnswer | ApiFailure>;

export interface Idempotency {
  /** The request's fingerprint under the current secret, and under each previous one. */
  fingerprints(call: Pick<CallDefinition, 'id' | 'idempotency'>, input: CallInput): Pick<KeyClaim, 'fingerprint' | 'earlierFingerprints'>;
  /** Inside the request's transaction: the key row, the effect and the answer commit or vanish together. */
  withinTransaction<T>(claim: KeyClaim, work: Work<T>): Promise<T | CallAnswer | ApiFailure>;
  /** Outside any transaction: the key is claimed and committed first, then answered or released. */
  alone<T>(claim: KeyClaim, work: Work<T>): Promise<T | CallAnswer | ApiFailure>;
}

/** The value with every object's keys sorted, recursively, so key order never changes a fingerprint. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([name, item]) => [name, canonical(item)]));
}

function withoutField(body: unknown, field: string | undefined): unknown {
  if (field === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([name]) => name !== field));
}

/**
 * What a key was used for: HMAC-SHA256 of the call id, params, query and the canonical parsed body
 * without the key's own field, its exact figures as the JSON numbers they came as (`wireBody`).
 * Keyed, not a bare hash: a card payment's body holds the card number, which a bare hash would let
 * anybody reading the table guess back (docs/decisions/0021-idempotency.md).
 */
export function fingerprintOf(secret: Buffer, callId: string, input: CallInput, bodyField?: string): string {
  const text = JSON.stringify([
    callId,
    canonical(input.params ?? null),
    canonical(input.query ?? null),
    canonical(wireBody(withoutField(input.body, bodyField)) ?? null),
  ]);
  return createHmac('sha256', secret).update(text).digest('hex');
}

const keyReused = () => failure(422, errorCodes.keyReused, keyReusedMessage, idempotencyKeyField);
const keyInProgress = () => failure(409, errorCodes.keyInProgress, keyInProgressMessage, idempotencyKeyField);

/** Deletes the keys older than their lifetime; `idempotency-key-purge.ts` runs it every so often. */
export async function purgeExpiredKeys(db: Db, now: Date): Promise<number> {
  const purged = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - keyLifetimeMs))
    .executeTakeFirst();
  return Number(purged.numDeletedRows);
}

const answersPurpose = 'idempotency-answers';
const answerContextOf = (scope: string, key: string) => `idempotency_keys:${scope}:${key}`;

/** The sealed answers (a JSON string in jsonb), for the re-sealing after a rotation (app.ts). */
export const idempotencyAnswersColumn: SealedColumn = {
  name: 'idempotency answers',
  purpose: answersPurpose,
  table: 'idempotency_keys',
  column: 'answer',
  keyColumns: ['scope', 'key'],
  json: true,
  contextOf: (keys) => answerContextOf(keys.scope ?? '', keys.key ?? ''),
};

export function createIdempotency(db: Db, now: () => Date, serverSecrets: readonly string[]): Idempotency {
  const fingerprintKeyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'pgw-idempotency', 'fingerprints', 32));
  const fingerprintKey = fingerprintKeyOf(serverSecrets[0] ?? '');
  const earlierFingerprintKeys = serverSecrets.slice(1).map(fingerprintKeyOf);
  // Answers are sealed: a voucher purchase's answer holds the PIN (docs/decisions/0032-vouchers.md).
  const box = new SecretBox(serverSecrets, answersPurpose);
  const contextOf = (claim: KeyClaim) => answerContextOf(claim.scope, claim.key);

  const replayOf = (claim: KeyClaim, row: KeyRow): CallAnswer => {
    if (row.answer === null || row.status_code === null) throw new Error(`Key ${claim.key} is done without an answer`);
    return new CallAnswer(row.status_code, JSON.parse(box.open(row.answer, contextOf(claim))));
  };

  const insert = async (trx: Db, claim: KeyClaim, at: Date): Promise<boolean> => {
    const inserted = await trx
      .insertInto('idempotency_keys')
      .values({ scope: claim.scope, key: claim.key, fingerprint: claim.fingerprint, call_id: claim.callId, state: 'running', created_at: at })
      .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    return inserted !== undefined;
  };

  const existing = (trx: Db, claim: KeyClaim): Promise<KeyRow | undefined> =>
    trx
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'state', 'status_code', 'answer', 'created_at'])
      .where('scope', '=', claim.scope)
      .where('key', '=', claim.key)
      .forUpdate()
      .executeTakeFirst();

  const remove = (trx: Db, claim: KeyClaim, claimedAt?: Date) => {
    let query = trx.deleteFrom('idempotency_keys').where('scope', '=', claim.scope).where('key', '=', claim.key);
    if (claimedAt !== undefined) query = query.where('state', '=', 'running').where('created_at', '=', claimedAt);
    return query.execute();
  };

  const store = (trx: Db, claim: KeyClaim, answer: CallAnswer, claimedAt: Date) =>
    trx
      .updateTable('idempotency_keys')
      .set({ state: 'done', status_code: answer.status, answer: JSON.stringify(box.seal(JSON.stringify(answer.body), contextOf(claim))) })
      .where('scope', '=', claim.scope)
      .where('key', '=', claim.key)
      .where('created_at', '=', claimedAt)
      .execute();

  type Claimed = { kind: 'claimed'; at: Date } | { kind: 'answered'; answer: CallAnswer | ApiFailure };

  /** Claims the key, or judges the row already there by the rules (docs/decisions/0021-idempotency.md). */
  const claimIn = async (trx: Db, claim: KeyClaim, mayTakeOver: boolean): Promise<Claimed> => {
    const at = now();
    if (await insert(trx, claim, at)) return { kind: 'claimed', at };
    const row = await existing(trx, claim);
    // Gone between the insert and the read (its first request was refused): claim it now.
    if (row === undefined) return (await insert(trx, claim, at)) ? { kind: 'claimed', at } : { kind: 'answered', answer: keyInProgress() };
    if (row.created_at.getTime() <= at.getTime() - keyLifetimeMs) {
      await remove(trx, claim);
      await insert(trx, claim, at);
      return { kind: 'claimed', at };
    }
    const sameRequest = row.fingerprint === claim.fingerprint || claim.earlierFingerprints.includes(row.fingerprint);
    if (!sameRequest) return { kind: 'answered', answer: keyReused() };
    if (row.state === 'done') return { kind: 'answered', answer: replayOf(claim, row) };
    if (mayTakeOver && row.created_at.getTime() <= at.getTime() - abandonedAfterMs) {
      await trx
        .updateTable('idempotency_keys')
        .set({ created_at: at, call_id: claim.callId })
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .execute();
      return { kind: 'claimed', at };
    }
    return { kind: 'answered', answer: keyInProgress() };
  };

  return {
    fingerprints: (call, input) => ({
      fingerprint: fingerprintOf(fingerprintKey, call.id, input, call.idempotency?.bodyField),
      earlierFingerprints: earlierFingerprintKeys.map((earlier) => fingerprintOf(earlier, call.id, input, call.idempotency?.bodyField)),
    }),

    async withinTransaction(claim, work) {
      // The request's transaction is open: on PostgreSQL a second request with this key waits on the
      // primary key until the first commits (then replays) or rolls back (then runs).
      const claimed = await claimIn(db, claim, false);
      if (claimed.kind === 'answered') {
        // A replay changes nothing, so it leaves no audit entry.
        if (claimed.answer instanceof CallAnswer) markRequestAudited();
        return claimed.answer;
      }
      const result = await work();
      // A refusal or a throw rolls the request's transaction back, and the key row with it.
      if (result instanceof CallAnswer) await store(db, claim, result, claimed.at);
      return result;
    },

    async alone(claim, work) {
      const claimed = await db.transaction().execute((trx) => claimIn(trx, claim, true));
      if (claimed.kind === 'answered') return claimed.answer;
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work();
      } catch (error) {
        await remove(db, claim, claimed.at);
        throw error;
      }
      if (result instanceof CallAnswer) await store(db, claim, result, claimed.at);
      else await remove(db, claim, claimed.at);
      return result;
    },
  };
}
