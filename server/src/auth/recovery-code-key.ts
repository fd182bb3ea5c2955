import { hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SecretBox } from '../crypto/secret-box';
import type { DatabaseSchema } from '../db/database-schema';
import type { SealedColumn } from '../db/resealing';

const settingKey = 'recovery_code_key';
const purpose = 'recovery-codes';
const context = `settings:${settingKey}`;

/** The settings row holding the key, for the re-sealing after a rotation (app.ts). */
export const recoveryCodeKeyColumn: SealedColumn = {
  name: 'recovery code key',
  purpose,
  table: 'settings',
  column: 'value',
  keyColumns: ['key'],
  only: { column: 'key', equals: settingKey },
  contextOf: () => context,
};

/**
 * docs/decisions/0049-re-sealing-after-a-rotation.md: recovery codes are kept as HMAC-SHA256 hashes
 * under this key, which is kept in settings, sealed with the secret box: a rotation of TOKEN_SECRET
 * re-seals the key and every unused code keeps working (a hash cannot be re-made without its code).
 * The first start keeps the key codes were hashed with until now (derived from the current secret)
 * when there are any; otherwise a random one. Insert-or-keep makes two starting instances agree.
 */
export async function recoveryCodeKey(db: Kysely<DatabaseSchema>, secrets: readonly string[]): Promise<Buffer> {
  const box = new SecretBox(secrets, purpose);
  const existing = await db.selectFrom('settings').select('value').where('key', '=', settingKey).executeTakeFirst();
  if (existing !== undefined) return openedKey(box, existing.value);
  const codesExist = (await db.selectFrom('user_recovery_codes').select('user_id').limit(1).executeTakeFirst()) !== undefined;
  const key = codesExist ? Buffer.from(hkdfSync('sha256', secrets[0] ?? '', 'pgw-recovery-codes', 'recovery-codes', 32)) : randomBytes(32);
  await db
    .insertInto('settings')
    .values({ key: settingKey, value: box.seal(key.toString('base64url'), context) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const kept = await db.selectFrom('settings').select('value').where('key', '=', settingKey).executeTakeFirstOrThrow();
  return openedKey(box, kept.value);
}

/**
 * A key no listed secret opens stops the start: without it no recovery code can be checked, and the
 * cause is always a TOKEN_SECRET rotated without keeping the old one in the list.
 */
function openedKey(box: SecretBox, sealed: string): Buffer {
  try {
    return Buffer.from(box.open(sealed, context), 'base64url');
  } catch {
    throw new Error(
      'The recovery-code key in settings was sealed under a TOKEN_SECRET that is not listed: start with the previous one in TOKEN_SECRET_PREVIOUS (docs/operations.md "Rotate keys").',
    );
  }
}
