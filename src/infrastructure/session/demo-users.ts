import { allPermissions, grant } from '../../domain/permissions/permission-rules';
import type { Permissions } from '../../domain/permissions/permission-catalogue';
import type { OrganisationKind } from '../../domain/organisation/organisation-scope';
import type { UserProfile } from '../../application/session/auth.port';

export interface DemoUser {
  profile: UserProfile;
  password: string;
  organisation: OrganisationKind;
  permissions: Permissions;
}

/** The server's demo sign-ins, so the portal can be looked at without it. */
export const demoUsers: readonly DemoUser[] = [
  {
    profile: {
      _id: 'user-admin',
      name: 'Platform Administrator',
      userName: 'admin',
      email: 'admin@pgw.example',
      userType: 'Admin',
      userTypeId: 'operator-platform',
      userTypeName: 'PGW',
      role: { _id: 'role-admin', name: 'admin' },
      status: 'Active',
    },
    password: 'admin12345',
    organisation: 'platform',
    permissions: allPermissions(),
  },
  {
    profile: {
      _id: 'user-merchant',
      name: 'Merchant Administrator',
      userName: 'merchant',
      email: 'admin@merchant.example',
      userType: 'Merchant',
      userTypeId: 'merchant-demo',
      userTypeName: 'Demo Merchant',
      role: { _id: 'role-merchant-admin', name: 'merchant admin' },
      status: 'Active',
    },
    password: 'merchant123',
    organisation: 'merchant',
    permissions: grant([
      ['Dashboard', 'viewAll'],
      ['Collection', 'viewAll'],
      ['Disbursement', 'viewAll'],
      ['Services', 'viewAll'],
      ['Vouchers', 'viewAll'],
      ['Vouchers', 'purchase'],
      ['Users', 'viewAll'],
      ['Roles', 'viewAll'],
      ['Reports', 'viewAll'],
      ['Reports', 'generateReport'],
      ['Settlements', 'viewAll'],
      ['LoanRequest', 'viewAll'],
      ['LoanRequest', 'viewLoanAccounts'],
      ['LoanRequest', 'addRequests'],
      ['CsvJobs', 'viewAll'],
    ]),
  },
];
