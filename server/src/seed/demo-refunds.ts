import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';
import { AuditLog } from '../db/audit-log';

/**
 * A few refunds made through the call centre last week (docs/decisions/0033-call-centre-and-refunds.md),
 * so an enquiry about one of them shows its refund: paid wallet transactions of about a week ago,
 * refunded in full by the platform admin, each with its audit entries.
 */
export async function seedRefunds(db: Kysely<DatabaseSchema>, adminId: string, now: Date, count = 3): Promise<number> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const paid = await db
    .selectFrom('transactions')
    .select(['id', 'transaction_id', 'order_id', 'merchant_id', 'service_id', 'provider', 'amount', 'currency', 'transaction_date'])
    .where('status', '=', 'Success')
    .where('provider', 'in', ['easypaisa', 'jazzcash'])
    .where('transaction_date', '<', weekAgo)
    .orderBy('transaction_date', 'desc')
    .limit(count)
    .execute();
  const admin = await db.selectFrom('users').select(['name', 'user_name']).where('id', '=', adminId).executeTakeFirst();
  const adminName = admin === undefined ? 'admin' : `${admin.name} (${admin.user_name})`;
  for (const [index, row] of paid.entries()) {
    if (row.provider === 'card') continue;
    const at = new Date(row.transaction_date.getTime() + 86_400_000);
    const id = newRecordId();
    const reference = `RF${at.getTime()}${index}`;
    await db
      .insertInto('refunds')
      .values({
        id,
        transaction_id: row.id,
        transaction_number: row.transaction_id,
        merchant_id: row.merchant_id,
        service_id: row.service_id,
        provider: row.provider,
        amount: row.amount,
        currency: row.currency,
        status: 'completed',
        requested_by: adminId,
        requested_by_name: adminName,
        provider_reference: reference,
        provider_response: JSON.stringify({ responseCode: '0000', responseDesc: 'SUCCESS', orderId: row.order_id, refundTransactionId: reference }),
        message: `Refunded ${row.amount} ${row.currency}`,
        created_at: at,
        completed_at: at,
      })
      .execute();
    const details = { refundId: id, amount: row.amount, currency: row.currency, provider: row.provider, orderId: row.order_id };
    await AuditLog.record(db, {
      actor: { userId: adminId },
      action: 'callcenter.refund-requested',
      target: { type: 'transaction', id: row.transaction_id },
      details,
      at,
    });
    await AuditLog.record(db, {
      actor: { userId: adminId },
      action: 'callcenter.refunded',
      target: { type: 'transaction', id: row.transaction_id },
      details: { ...details, providerReference: reference },
      at,
    });
  }
  return paid.length;
}
