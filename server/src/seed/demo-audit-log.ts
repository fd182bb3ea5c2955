import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { AuditLog, type AuditEntry } from '../db/audit-log';

const hour = 3_600_000;

/**
 * docs/decisions/0023-audit-log.md: a handful of the platform staff's changes of the last days, over the
 * seeded records, so the Audit Log screen has entries on a fresh start. Written through the server's
 * own writer, in the shape the request audit gives them (the call id as action; params and body as
 * details), with their moments in the past.
 */
export async function seedAuditLog(db: Kysely<DatabaseSchema>, now: Date): Promise<number> {
  const userId = async (userName: string) => (await db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirst())?.id;
  const admin = await userId('admin');
  if (admin === undefined) return 0;
  const merchant = await db.selectFrom('merchants').select(['id', 'name']).where('name', '=', 'Multiverse').executeTakeFirst();
  const viewer = await db.selectFrom('users').select(['id', 'name', 'user_name']).where('user_name', '=', 'viewer').executeTakeFirst();
  const role = await db.selectFrom('roles').select(['id', 'name']).where('name', '=', 'merchant viewer').orderBy('created_at').executeTakeFirst();
  const settlement = await db.selectFrom('settlements').select(['id', 'merchant_id']).orderBy('id').executeTakeFirst();
  const topUp = await db.selectFrom('account_transactions').select(['id', 'merchant_id', 'total_amount']).orderBy('created_at', 'desc').executeTakeFirst();
  const approved = await db.selectFrom('loan_requests').select(['id', 'amount']).where('status', '=', 'Approved').orderBy('id').executeTakeFirst();
  const service = await db.selectFrom('services').select(['id', 'service_name']).orderBy('service_name').executeTakeFirst();

  const ago = (hours: number) => new Date(now.getTime() - hours * hour);
  const entries: AuditEntry[] = [];
  const add = (actor: string | undefined, hours: number, action: string, target: { type: string; id: string }, details: Record<string, unknown>) => {
    if (actor !== undefined) entries.push({ actor: { userId: actor }, action, target, details, at: ago(hours) });
  };
  if (merchant) {
    add(admin, 70, 'merchants.confidential', { type: 'merchants', id: merchant.id }, { params: { id: merchant.id } });
    add(
      admin,
      69,
      'merchants.edit',
      { type: 'merchants', id: merchant.id },
      { params: { id: merchant.id }, body: { name: merchant.name, email: 'accounts@multiverse.example', secretKey: '[hidden]' } },
    );
  }
  if (role)
    add(
      admin,
      52,
      'roles.edit',
      { type: 'roles', id: role.id },
      { params: { id: role.id }, body: { name: role.name, permissions: { Dashboard: { viewAll: true }, Reports: { viewAll: true } } } },
    );
  if (viewer)
    add(
      admin,
      51,
      'users.edit',
      { type: 'users', id: viewer.id },
      { params: { id: viewer.id }, body: { name: viewer.name, userName: viewer.user_name, role: { _id: role?.id ?? null } } },
    );
  if (service) add(admin, 30, 'services.status', { type: 'services', id: service.id }, { params: { id: service.id }, body: { status: 'Active' } });
  if (settlement) add(admin, 26, 'settlements.add', { type: 'settlements', id: settlement.id }, { body: { merchantId: settlement.merchant_id } });
  if (topUp)
    add(
      admin,
      20,
      'accountTransactions.add',
      { type: 'accountTransactions', id: topUp.id },
      { body: { merchantId: topUp.merchant_id, totalAmount: topUp.total_amount } },
    );
  if (approved) add(admin, 6, 'loanRequests.changeStatus', { type: 'loanRequests', id: approved.id }, { body: { ids: [approved.id], status: 'Approved' } });

  for (const entry of entries) await AuditLog.record(db, entry);
  return entries.length;
}
