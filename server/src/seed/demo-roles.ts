import { permissionAreas, type PermissionRequirement, type Permissions } from '../../../src/domain/permissions/permission-catalogue';
import { allPermissions, grant } from '../../../src/domain/permissions/permission-rules';

/** Every area's viewAll plus the other look-only flags: support staff see, never change. */
function viewOnlyEverywhere(): Permissions {
  const views: PermissionRequirement[] = permissionAreas.map((area) => [area, 'viewAll'] as PermissionRequirement);
  views.push(['LoanRequest', 'viewLoanAccounts'], ['ProductManagement', 'viewProducts'], ['ProductManagement', 'viewCategories']);
  return grant(views);
}

// The payout write flags (LoanRequest.approveRejectRequests, refreshRequests, uploadRequests,
// startStopAutoJobs) stay with the platform admin: support sees, never moves money
// (docs/decisions/0018-rights-to-change.md).
export const demoRolePermissions = {
  admin: allPermissions(),
  platformSupport: viewOnlyEverywhere(),
  merchantAdmin: grant([
    ['Dashboard', 'viewAll'],
    ['Dashboard', 'viewUserGraphs'],
    ['Reports', 'viewAll'],
    ['Reports', 'generateReport'],
    ['CsvJobs', 'viewAll'],
    ['Services', 'viewAll'],
    ['Services', 'createServices'],
    ['Services', 'editServices'],
    ['ProductManagement', 'viewAll'],
    ['ProductManagement', 'viewProducts'],
    ['ProductManagement', 'createProducts'],
    ['ProductManagement', 'addEditDeleteProducts'],
    ['Users', 'viewAll'],
    ['Users', 'addUsers'],
    ['Users', 'editUsers'],
    ['Roles', 'viewAll'],
    ['Settlements', 'viewAll'],
    ['LoanRequest', 'viewAll'],
    ['LoanRequest', 'viewLoanAccounts'],
    ['LoanRequest', 'addRequests'],
    ['Vouchers', 'viewAll'],
    ['Vouchers', 'purchase'],
    ['Collection', 'viewAll'],
    ['Disbursement', 'viewAll'],
    ['Callcenter', 'viewAll'],
    // A merchant's admin refunds its own customers' payments (docs/decisions/0033-call-centre-and-refunds.md).
    ['Callcenter', 'refundTransactions'],
  ]),
  merchantViewer: grant([
    ['Dashboard', 'viewAll'],
    ['Reports', 'viewAll'],
    ['CsvJobs', 'viewAll'],
    ['Settlements', 'viewAll'],
    ['Services', 'viewAll'],
    ['ProductManagement', 'viewAll'],
    ['ProductManagement', 'viewProducts'],
    ['Vouchers', 'viewAll'],
  ]),
  carrierStaff: grant([
    ['Dashboard', 'viewAll'],
    ['Reports', 'viewAll'],
  ]),
} satisfies Record<string, Permissions>;
