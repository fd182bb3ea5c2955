import type { Kysely } from 'kysely';
import type { MerchantConfidential } from '../../../src/contract/merchants.contract';
import type { SecretBox } from '../crypto/secret-box';
import { AuditLog } from '../db/audit-log';
import type { DatabaseSchema } from '../db/database-schema';
import { type ApiFailure, conflict, notFound } from '../http/api-failure';
import { transactionOrFailure } from '../http/transaction-or-failure';
import type { HistoryActor } from '../shared/account-history.repository';
import { overlapOf } from './merchant-accounts.service';
import { basicCredentialOf, generateMerchantKeys, openedSecret, secretContextOf } from './merchant-keys';
import type { MerchantKeysRepository } from './merchant-keys.repository';

export interface MerchantKeyRotationDeps {
  db: Kysely<DatabaseSchema>;
  keys: MerchantKeysRepository;
  secretBox: () => Promise<SecretBox>;
  now: () => Date;
  keyOverlapSeconds: number;
}

/**
 * docs/decisions/0047-backups-and-key-rotation.md: a merchant's secret key replaced without an
 * outage. The new key signs from now on; the old one, kept sealed beside it, still verifies signed
 * requests (and signs notifications beside the new one) until the overlap ends. A second rotation
 * within the overlap retires the oldest key at once: only the key just replaced overlaps.
 */
export class MerchantKeyRotationService {
  constructor(private readonly deps: MerchantKeyRotationDeps) {}

  async rotate(id: string, actor: HistoryActor): Promise<MerchantConfidential | ApiFailure> {
    const box = await this.deps.secretBox();
    return transactionOrFailure(
      this.deps.db,
      async (trx) => {
        const stored = await this.deps.keys.lockKeys(trx, id);
        if (stored === undefined) return notFound('Merchant not found');
        let oldKey: string;
        let token: string;
        try {
          oldKey = openedSecret(box, id, 'private_key', stored.privateKey).plain;
          token = openedSecret(box, id, 'token', stored.token).plain;
        } catch {
          return conflict("The merchant's keys cannot be opened with this server's secret", '_id');
        }
        const now = this.deps.now();
        const newKey = generateMerchantKeys().privateKey;
        const previousKeyExpiresAt = new Date(now.getTime() + this.deps.keyOverlapSeconds * 1000);
        await this.deps.keys.storeRotated(trx, id, {
          privateKey: box.seal(newKey, secretContextOf(id, 'private_key')),
          // Sealed again with the current server secret, so a TOKEN_SECRET rotation's previous secret is no longer needed for it.
          token: box.seal(token, secretContextOf(id, 'token')),
          previousPrivateKey: box.seal(oldKey, secretContextOf(id, 'previous_private_key')),
          previousKeyExpiresAt,
        });
        await AuditLog.record(trx, {
          actor: { userId: actor.userId },
          action: 'merchant.secretKey.rotated',
          target: { type: 'merchant', id },
          details: { merchant: stored.name, previousKeyValidUntil: previousKeyExpiresAt.toISOString() },
        });
        return {
          _id: stored.id,
          name: stored.name,
          sid: stored.sid,
          publicKey: stored.publicKey,
          privateKey: newKey,
          token,
          base64: basicCredentialOf(stored.sid, token),
          ...overlapOf(previousKeyExpiresAt, now, this.deps.keyOverlapSeconds),
        };
      },
      () => conflict('The merchant changed meanwhile', '_id'),
    );
  }
}
