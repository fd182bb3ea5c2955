import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hasher';
import type { RolesTable, UsersTable } from '../db/core-tables';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';
import { demoOperators, demoMerchants, newDemoOrganisationIds, type DemoOrganisationIds } from './demo-organisations';
import { demoRolePermissions } from './demo-roles';
import { demoSignIns, type DemoUserName } from './demo-sign-ins';

type RoleKey = keyof typeof demoRolePermissions;

function role(key: RoleKey, name: string, description: string, owner: string): Insertable<RolesTable> {
  return { id: newRecordId(), name, description, user_type_id: owner, permissions: JSON.stringify(demoRolePermissions[key]) };
}

function demoRoles(ids: DemoOrganisationIds) {
  const perMerchant = (merchantId: string) => ({
    admin: role('merchantAdmin', 'merchant admin', 'Runs the merchant account: reports, users, payouts', merchantId),
    viewer: role('merchantViewer', 'merchant viewer', 'Reads the dashboard, reports and settlements', merchantId),
  });
  return {
    admin: role('admin', 'admin', 'Platform administrator: every permission', ids.walee),
    support: role('platformSupport', 'platform support', 'Platform support: sees everything, changes nothing', ids.walee),
    jazzStaff: role('carrierStaff', 'carrier staff', 'Carrier staff: dashboard and reports', ids.jazz),
    telenorStaff: role('carrierStaff', 'carrier staff', 'Carrier staff: dashboard and reports', ids.telenor),
    multiverse: perMerchant(ids.multiverse),
    techlets: perMerchant(ids.techlets),
    hashir: perMerchant(ids.hashir),
  };
}

/**
 * The core demo data (docs/spec/decisions.md §7): the platform, two carriers, three merchants, their roles
 * and one user of each kind. Runs only on an empty database: skipped when the platform exists.
 */
export async function seedCoreData(db: Kysely<DatabaseSchema>, log: (message: string) => void): Promise<'seeded' | 'skipped'> {
  const platform = await db.selectFrom('operators').select('id').where('is_platform', '=', true).executeTakeFirst();
  if (platform !== undefined) return 'skipped';

  // scrypt runs on libuv's pool, so the six hashes take about as long as one or two.
  const hashes = new Map(await Promise.all(demoSignIns.map(async (s) => [s.userName, await hashPassword(s.password)] as const)));
  const now = new Date();
  const ids = newDemoOrganisationIds();
  const roles = demoRoles(ids);
  const user = (
    userName: DemoUserName,
    name: string,
    userType: UsersTable['user_type'],
    orgId: string,
    roleRow: Insertable<RolesTable>,
    domain: string,
  ): Insertable<UsersTable> => ({
    id: newRecordId(),
    name,
    user_name: userName,
    email: `${userName.replace('.', '-')}@${domain}`,
    password_hash: hashes.get(userName) ?? '',
    user_type: userType,
    user_type_id: orgId,
    role_id: roleRow.id,
  });

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('operators').values(demoOperators(ids, now)).execute();
    await trx.insertInto('merchants').values(demoMerchants(ids, now)).execute();
    const { multiverse, techlets, hashir, ...platformAndCarriers } = roles;
    await trx
      .insertInto('roles')
      .values([...Object.values(platformAndCarriers), ...[multiverse, techlets, hashir].flatMap((m) => [m.admin, m.viewer])])
      .execute();
    await trx
      .insertInto('users')
      .values([
        user('admin', 'Platform Admin', 'Admin', ids.walee, roles.admin, 'walee.example'),
        user('support', 'Platform Support', 'Operator', ids.walee, roles.support, 'walee.example'),
        user('jazz.ops', 'Jazz Operations', 'Operator', ids.jazz, roles.jazzStaff, 'jazz.example'),
        user('merchant', 'Multiverse Admin', 'Merchant', ids.multiverse, roles.multiverse.admin, 'multiverse.example'),
        user('viewer', 'Multiverse Viewer', 'Merchant', ids.multiverse, roles.multiverse.viewer, 'multiverse.example'),
        user('techlets', 'Techlets Admin', 'Merchant', ids.techlets, roles.techlets.admin, 'techlets.example'),
      ])
      .execute();
  });
  log('Seeded the core demo data: platform Walee, carriers Jazz and Telenor, merchants Multiverse, Techlets and Hashir');
  return 'seeded';
}
