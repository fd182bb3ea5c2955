import { transactionOrFailure } from '../http/transaction-or-failure';
import type { Kysely } from 'kysely';
import type { MerchantConfidential } from '../../../src/contract/merchants.contract';
import { parseDecimal } from '../../../src/domain/money/decimal';
import type { AccountStatus } from '../../../src/domain/accounts/account-records';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';
import { type ApiFailure, conflict, notFound } from '../http/api-failure';
import { AccountHistoryRepository, type HistoryActor } from '../shared/account-history.repository';
import type { SecretBox } from '../crypto/secret-box';
import { basicCredentialOf, generateMerchantKeys, openedSecret, sealedKeysOf, secretContextOf } from './merchant-keys';
import type { MerchantKeysRepository } from './merchant-keys.repository';
import { columnsOf, type MerchantFields, type MerchantRecord, type MerchantsRepository } from './merchants.repository';

export interface MerchantAccountsDeps {
  db: Kysely<DatabaseSchema>;
  merchants: MerchantsRepository;
  keys: MerchantKeysRepository;
  /** The cipher of the keys, built once the server's secret is known. */
  secretBox: () => Promise<SecretBox>;
  now: () => Date;
  /** SECRET_KEY_OVERLAP_HOURS, as seconds: how long a rotated-out secret key keeps working. */
  keyOverlapSeconds: number;
}

/** What the Confidential dialog shows of a rotation: until when the old key works (only while it does), and the overlap a new one gets. */
export const overlapOf = (expiresAt: Date | null, now: Date, overlapSeconds: number) => ({
  previousKeyValidUntil: expiresAt !== null && expiresAt > now ? expiresAt.toISOString() : null,
  keyOverlapHours: overlapSeconds / 3600,
});

/** numeric text read exactly: the balance is never a binary float (docs/spec/decisions.md §3). */
const isZeroAmount = (text: string) => {
  const parsed = parseDecimal(text, 2, { maxIntegerDigits: 18 });
  return parsed.ok && parsed.value.units === 0n;
};
const merchantNotFound = () => notFound('Merchant not found');
const duplicateName = (name: string) => conflict(`A merchant named ${name} already exists`, 'name');

/** Which form fields an edit changes, by their wire names, for the history line. */
function changedFields(before: MerchantRecord, after: MerchantFields): string[] {
  const was = columnsOf(before);
  const now = columnsOf(after);
  const wire: Record<keyof typeof now, string> = {
    name: 'name',
    country: 'country',
    currency: 'currency',
    notification_email: 'notificationEmail',
    support_email: 'supportEmail',
    billing_email: 'billingEmail',
    commercial_email: 'commercialEmail',
    show_balance: 'showBalance',
  };
  return (Object.keys(wire) as (keyof typeof now)[]).filter((key) => was[key] !== now[key]).map((key) => wire[key]);
}

/**
 * Merchant accounts (spec 2 §2.2, §4): every change runs in one transaction with its history entry
 * (docs/spec/decisions.md §8); names are unique among live merchants, case-insensitively (409).
 */
export class MerchantAccountsService {
  constructor(private readonly deps: MerchantAccountsDeps) {}

  #inTransaction<T>(name: string, work: (trx: Kysely<DatabaseSchema>) => Promise<T | ApiFailure>): Promise<T | ApiFailure> {
    // Two requests with one name raced past the check; the live-name index refused the second.
    return transactionOrFailure(this.deps.db, work, () => duplicateName(name));
  }

  async create(fields: MerchantFields, actor: HistoryActor): Promise<MerchantRecord | ApiFailure> {
    const box = await this.deps.secretBox();
    return this.#inTransaction(fields.name, async (trx) => {
      if (await this.deps.merchants.nameTaken(trx, fields.name)) return duplicateName(fields.name);
      const id = newRecordId();
      const created = await this.deps.merchants.insert(trx, id, fields, sealedKeysOf(box, id, generateMerchantKeys()));
      await AccountHistoryRepository.append(trx, 'merchant', id, actor, { kind: 'created' });
      return created;
    });
  }

  async edit(id: string, fields: MerchantFields, actor: HistoryActor): Promise<MerchantRecord | ApiFailure> {
    return this.#inTransaction(fields.name, async (trx) => {
      const before = await this.deps.merchants.lockLive(trx, id);
      if (before === undefined) return merchantNotFound();
      if (await this.deps.merchants.nameTaken(trx, fields.name, id)) return duplicateName(fields.name);
      // The balance is an amount in the account's currency: changing it would re-label money.
      if (fields.currency !== before.currency && !isZeroAmount(before.accountBalance)) {
        return conflict('The currency cannot change while the account holds a balance', 'currency');
      }
      const after = await this.deps.merchants.update(trx, id, fields);
      await AccountHistoryRepository.append(trx, 'merchant', id, actor, { kind: 'edited', fields: changedFields(before, fields) });
      return after;
    });
  }

  /** spec 2 §4: answers the updated row; setting the status it already has writes no history. */
  async setStatus(id: string, status: AccountStatus, actor: HistoryActor): Promise<MerchantRecord | ApiFailure> {
    return this.#inTransaction('', async (trx) => {
      const before = await this.deps.merchants.lockLive(trx, id);
      if (before === undefined) return merchantNotFound();
      if (before.status === status) return before;
      const after = await this.deps.merchants.setStatus(trx, id, status);
      await AccountHistoryRepository.append(trx, 'merchant', id, actor, { kind: 'status-changed', from: before.status, to: status });
      return after;
    });
  }

  /**
   * docs/spec/decisions.md §8: deleting hides the merchant; its transactions, settlements and
   * payouts keep it. An account still holding a balance is refused: that money must be paid out first.
   */
  async remove(id: string, actor: HistoryActor): Promise<{ id: string; name: string } | ApiFailure> {
    return this.#inTransaction('', async (trx) => {
      const before = await this.deps.merchants.lockLive(trx, id);
      if (before === undefined) return merchantNotFound();
      if (!isZeroAmount(before.accountBalance)) return conflict(`${before.name} still holds an account balance`, 'accountBalance');
      const deleted = await this.deps.merchants.softDelete(trx, id, this.deps.now());
      if (deleted === undefined) return merchantNotFound();
      await AccountHistoryRepository.append(trx, 'merchant', id, actor, { kind: 'deleted' });
      return deleted;
    });
  }

  /**
   * spec 2 §2.2 Confidential: the only place the secrets are opened. The reveal is written to the
   * merchant's history in the same transaction; a key still stored in plain text is sealed now.
   */
  async reveal(id: string, actor: HistoryActor): Promise<MerchantConfidential | ApiFailure> {
    const box = await this.deps.secretBox();
    return this.#inTransaction('', async (trx) => {
      const stored = await this.deps.keys.lockKeys(trx, id);
      if (stored === undefined) return merchantNotFound();
      let privateKey: ReturnType<typeof openedSecret>;
      let token: ReturnType<typeof openedSecret>;
      try {
        privateKey = openedSecret(box, id, 'private_key', stored.privateKey);
        token = openedSecret(box, id, 'token', stored.token);
      } catch {
        // Sealed under another server secret, or altered: nothing is revealed and nothing recorded.
        return conflict("The merchant's keys cannot be opened with this server's secret", '_id');
      }
      if (privateKey.legacy || token.legacy) {
        await this.deps.keys.storeSealed(trx, id, {
          privateKey: privateKey.legacy ? box.seal(privateKey.plain, secretContextOf(id, 'private_key')) : stored.privateKey,
          token: token.legacy ? box.seal(token.plain, secretContextOf(id, 'token')) : stored.token,
        });
      }
      await AccountHistoryRepository.append(trx, 'merchant', id, actor, { kind: 'keys-revealed' });
      return {
        _id: stored.id,
        name: stored.name,
        sid: stored.sid,
        publicKey: stored.publicKey,
        privateKey: privateKey.plain,
        token: token.plain,
        base64: basicCredentialOf(stored.sid, token.plain),
        ...overlapOf(stored.previousKeyExpiresAt, this.deps.now(), this.deps.keyOverlapSeconds),
      };
    });
  }
}
