import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { SecretBox } from '../../crypto/secret-box';
import type { DatabaseSchema } from '../database-schema';
import type { MigrationContext } from '../migration-context';
import { resolveTokenSecret } from '../token-secret';

const batch = 500;

// The stored form of a PIN as this migration wrote it, frozen here: the secret box's purpose (its own
// key, derived from the server secret) and the context that binds a sealed PIN to its voucher request.
// The box itself and the server secret stay the live ones: a PIN sealed now must open with the key
// the running server derives.
const voucherPinsPurpose = 'voucher-pins';
const voucherPinContextOf = (requestId: string) => `voucher_requests:${requestId}:voucherPin`;
const sealedVoucherPin = (box: SecretBox, requestId: string, pin: string) => box.seal(pin, voucherPinContextOf(requestId));
/** A value stored before sealing is left as it is. */
const openedVoucherPin = (box: SecretBox, requestId: string, stored: string) =>
  SecretBox.isSealed(stored) ? box.open(stored, voucherPinContextOf(requestId)) : stored;

/**
 * docs/decisions/0032-vouchers.md: purchase answers stored before the server sealed voucher PINs hold
 * them in clear; this seals each with the server's secret box (AES-256-GCM, the key derived from the
 * token secret the server will use, hence the context). Rows are walked by id in batches, and a row
 * already sealed is left alone, so a run that stopped half way resumes.
 */
export function voucherPinSealingMigration(context: MigrationContext): Migration {
  async function rewrite(db: Kysely<unknown>, change: (box: SecretBox, id: string, pin: string) => string | null, pending: 'clear' | 'sealed') {
    const typed = db as unknown as Kysely<DatabaseSchema>;
    const box = new SecretBox(await resolveTokenSecret(typed, context.tokenSecret), voucherPinsPurpose);
    const sealed = sql<boolean>`purchase_answer ->> 'voucherPin' like 'enc:v1:%'`;
    let after = '';
    for (;;) {
      const rows = await typed
        .selectFrom('voucher_requests')
        .select(['id', sql<string>`purchase_answer ->> 'voucherPin'`.as('pin')])
        .where(sql<boolean>`purchase_answer ->> 'voucherPin' is not null`)
        .where(pending === 'clear' ? sql<boolean>`not (${sealed})` : sealed)
        .where('id', '>', after)
        .orderBy('id')
        .limit(batch)
        .execute();
      for (const row of rows) {
        const value = change(box, row.id, row.pin);
        await sql`update voucher_requests set purchase_answer = jsonb_set(purchase_answer, '{voucherPin}', to_jsonb(${value}::text))
          where id = ${row.id}`.execute(db);
      }
      const last = rows.at(-1);
      if (last === undefined || rows.length < batch) return;
      after = last.id;
    }
  }

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await rewrite(db, (box, id, pin) => sealedVoucherPin(box, id, pin), 'clear');
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await rewrite(db, (box, id, pin) => openedVoucherPin(box, id, pin), 'sealed');
    },
  };
}
