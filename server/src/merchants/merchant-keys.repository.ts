import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { SecretBox } from '../crypto/secret-box';
import { openedSecret, secretContextOf } from './merchant-keys';

type Db = Kysely<DatabaseSchema>;

export interface StoredKeys {
  id: string;
  name: string;
  sid: string;
  publicKey: string;
  privateKey: string;
  token: string;
  previousKeyExpiresAt: Date | null;
}

const sealedPrefix = 'enc:v1:%';

/** The keys columns of merchants: read only for the Confidential reveal and the sealing step. */
export class MerchantKeysRepository {
  constructor(private readonly db: Db) {}

  /** Locks the live merchant's row for the caller's transaction. */
  async lockKeys(trx: Db, id: string): Promise<StoredKeys | undefined> {
    return trx
      .selectFrom('merchants')
      .select(['id', 'name', 'sid', 'public_key as publicKey', 'private_key as privateKey', 'token', 'previous_key_expires_at as previousKeyExpiresAt'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
  }

  async storeSealed(trx: Db, id: string, sealed: { privateKey: string; token: string }): Promise<void> {
    await trx.updateTable('merchants').set({ private_key: sealed.privateKey, token: sealed.token }).where('id', '=', id).execute();
  }

  /** docs/decisions/0047-backups-and-key-rotation.md: the new secret key, and the old one until it expires (both sealed). */
  async storeRotated(
    trx: Db,
    id: string,
    rotated: { privateKey: string; token: string; previousPrivateKey: string; previousKeyExpiresAt: Date },
  ): Promise<void> {
    await trx
      .updateTable('merchants')
      .set({
        private_key: rotated.privateKey,
        token: rotated.token,
        previous_private_key: rotated.previousPrivateKey,
        previous_key_expires_at: rotated.previousKeyExpiresAt,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Seals every secret still stored in plain text (merchants written before the server sealed
   * keys, and the demo seed's). Each row is updated only if it still holds the text read, so two
   * servers sealing at once cannot seal a sealed value twice. Answers how many rows it sealed.
   */
  async sealLegacyKeys(box: SecretBox): Promise<number> {
    const rows = await this.db
      .selectFrom('merchants')
      .select(['id', 'private_key as privateKey', 'token'])
      .where((eb) => eb.or([eb('private_key', 'not like', sealedPrefix), eb('token', 'not like', sealedPrefix)]))
      .execute();
    let sealed = 0;
    for (const row of rows) {
      const privateKey = openedSecret(box, row.id, 'private_key', row.privateKey);
      const token = openedSecret(box, row.id, 'token', row.token);
      const result = await this.db
        .updateTable('merchants')
        .set({
          private_key: privateKey.legacy ? box.seal(privateKey.plain, secretContextOf(row.id, 'private_key')) : row.privateKey,
          token: token.legacy ? box.seal(token.plain, secretContextOf(row.id, 'token')) : row.token,
        })
        .where('id', '=', row.id)
        .where('private_key', '=', row.privateKey)
        .where('token', '=', row.token)
        .executeTakeFirst();
      sealed += Number(result.numUpdatedRows);
    }
    return sealed;
  }
}
