import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './database-schema';

const settingKey = 'token_secret';

/**
 * TOKEN_SECRET when configured; otherwise one generated on first start and kept in the settings
 * table, so a restart does not sign everybody out. Insert-or-keep makes two starting processes agree.
 */
export async function resolveTokenSecret(db: Kysely<DatabaseSchema>, configured: string | undefined): Promise<string> {
  if (configured !== undefined) return configured;
  await db
    .insertInto('settings')
    .values({ key: settingKey, value: randomBytes(48).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', settingKey).executeTakeFirstOrThrow();
  return row.value;
}
