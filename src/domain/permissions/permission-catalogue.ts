// spec 2 §3: the permission areas and their flags, spelt as the wire spells them
// (including "MerchentManagement"). One catalogue for the portal and the server.
export const permissionCatalogue = {
  Dashboard: ['viewAll', 'viewUserGraphs'],
  Collection: ['viewAll'],
  Disbursement: ['viewAll'],
  UserLogs: ['viewAll'],
  CsvJobs: ['viewAll'],
  // createServices, editServices, activateDeactivateServices, deleteServices: ours (docs/decisions/0015-catalogue.md).
  Services: ['viewAll', 'createServices', 'editServices', 'activateDeactivateServices', 'deleteServices'],
  Subscription: ['viewAll'],
  SubscriptionLogs: ['viewAll'],
  OneTimePurchase: ['viewAll'],
  // addRate and purchase: ours (docs/decisions/0018-rights-to-change.md): a new rate and a purchase change data.
  Vouchers: ['viewAll', 'addRate', 'purchase'],
  // refundTransactions: ours (docs/decisions/0018-rights-to-change.md): a refund moves money, viewAll only enquires.
  Callcenter: ['viewAll', 'refundTransactions'],
  // deleteUsers and deleteRoles are ours (docs/decisions/0016-users-and-roles.md): a view right never deletes.
  Users: ['viewAll', 'addUsers', 'editUsers', 'activeDeactivateUser', 'deleteUsers'],
  Roles: ['viewAll', 'addRoles', 'editRoles', 'activateDeactivateRole', 'deleteRoles'],
  BlacklistManagement: ['viewAll', 'createBlacklist', 'editBlacklist'],
  CarrierManagement: ['viewAll', 'createAccounts', 'editAccounts', 'activateDeactivateAccounts', 'deleteAccounts'],
  MerchentManagement: ['viewAll', 'createAccounts', 'editAccounts', 'activateDeactivateAccounts', 'deleteAccounts', 'viewConfidential'],
  // deleteAccounts: ours (docs/decisions/0015-catalogue.md).
  StoresManagement: ['viewAll', 'createAccounts', 'editAccounts', 'deleteAccounts'],
  OperatorManagement: ['viewAll', 'createPrefix', 'uploadPrefix', 'editPrefix', 'deletePrefix'],
  Blacklist: ['viewAll', 'addBlacklistNumber', 'addBulkBlacklistNumbers', 'editBlacklistNumber', 'deleteBlacklistNumber'],
  Reports: ['viewAll', 'generateReport', 'addEditDelete'],
  ProductManagement: ['viewAll', 'viewProducts', 'addEditDeleteProducts', 'createProducts', 'createCategory', 'addEditDeleteCategories', 'viewCategories'],
  Settlements: ['viewAll', 'addSettlement'],
  // approveRejectRequests, refreshRequests, uploadRequests, startStopAutoJobs, manageAccountTransactions:
  // ours (docs/decisions/0018-rights-to-change.md): moving money needs a write right, never viewAll.
  // addRequests: ours (docs/decisions/0018-rights-to-change.md): creating payout requests, the old 'Loan Request' button.
  LoanRequest: [
    'viewAll',
    'viewLoanAccounts',
    'approveRejectRequests',
    'refreshRequests',
    'uploadRequests',
    'startStopAutoJobs',
    'manageAccountTransactions',
    'addRequests',
  ],
  // Ours (docs/decisions/0035-reconciliation.md): viewAll reads a provider's day, resolve runs, uploads, refunds and resolves.
  Reconciliation: ['viewAll', 'resolve'],
} as const;

export type PermissionCatalogue = typeof permissionCatalogue;
export type PermissionArea = keyof PermissionCatalogue;
export type PermissionFlag<A extends PermissionArea = PermissionArea> = PermissionCatalogue[A][number];

/** A role's grants: per area, per flag, true when allowed. Missing means not allowed. */
export type Permissions = { [A in PermissionArea]?: { [F in PermissionFlag<A>]?: boolean } };

/** A single requirement, e.g. `['Reports', 'viewAll']`. */
export type PermissionRequirement = { [A in PermissionArea]: readonly [A, PermissionFlag<A>] }[PermissionArea];

/**
 * Areas whose permission groups only the platform operator may grant (spec 2 §6: the role form
 * shows them only to the platform's users).
 */
export const platformOnlyAreas: readonly PermissionArea[] = [
  'BlacklistManagement',
  'CarrierManagement',
  'MerchentManagement',
  'StoresManagement',
  'Blacklist',
  'Settlements',
  'LoanRequest',
  'Reconciliation',
];

export const permissionAreas = Object.keys(permissionCatalogue) as PermissionArea[];
