import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

/** The settings key of the platform-wide "Enable Inquire for Merchant" switch (spec 1 §2). */
export const inquireForMerchantKey = 'enable_inquire_for_merchant';

/**
 * docs/decisions/0013-dashboard.md: the platform switch is a settings row and, when changed, is
 * copied onto every merchant's enable_inquire_merchant, which is what decides a merchant's access
 * (spec 1 §2 Inquire). One merchant can also be changed alone.
 */
export class InquireSettingRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async platformSwitch(): Promise<boolean> {
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', inquireForMerchantKey).executeTakeFirst();
    return row?.value === 'true';
  }

  /** Undefined when the merchant does not exist. */
  async merchantSetting(merchantId: string): Promise<boolean | undefined> {
    const row = await this.db.selectFrom('merchants').select('enable_inquire_merchant').where('id', '=', merchantId).executeTakeFirst();
    return row?.enable_inquire_merchant;
  }

  async setForEveryMerchant(enable: boolean): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('settings')
        .values({ key: inquireForMerchantKey, value: String(enable) })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: String(enable) }))
        .execute();
      await trx.updateTable('merchants').set({ enable_inquire_merchant: enable }).execute();
    });
  }

  /** False when the merchant does not exist. */
  async setForMerchant(merchantId: string, enable: boolean): Promise<boolean> {
    const result = await this.db.updateTable('merchants').set({ enable_inquire_merchant: enable }).where('id', '=', merchantId).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
