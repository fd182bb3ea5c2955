import { describe, expect, it } from 'vitest';
import { permissionAreas, permissionCatalogue } from '../../../src/domain/permissions/permission-catalogue';

// spec 2 §3: the areas and flags as the wire spells them ("MerchentManagement" included); stored roles
// and tokens carry these names, so a changed spelling silently takes a right away.
describe('the permission catalogue', () => {
  it('spells every area and flag as the wire does, with the flags docs/decisions/0018-rights-to-change.md adds', () => {
    expect(permissionCatalogue).toEqual({
      Dashboard: ['viewAll', 'viewUserGraphs'],
      Collection: ['viewAll'],
      Disbursement: ['viewAll'],
      UserLogs: ['viewAll'],
      CsvJobs: ['viewAll'],
      Services: ['viewAll', 'createServices', 'editServices', 'activateDeactivateServices', 'deleteServices'],
      Subscription: ['viewAll'],
      SubscriptionLogs: ['viewAll'],
      OneTimePurchase: ['viewAll'],
      Vouchers: ['viewAll', 'addRate', 'purchase'],
      Callcenter: ['viewAll', 'refundTransactions'],
      Users: ['viewAll', 'addUsers', 'editUsers', 'activeDeactivateUser', 'deleteUsers'],
      Roles: ['viewAll', 'addRoles', 'editRoles', 'activateDeactivateRole', 'deleteRoles'],
      BlacklistManagement: ['viewAll', 'createBlacklist', 'editBlacklist'],
      CarrierManagement: ['viewAll', 'createAccounts', 'editAccounts', 'activateDeactivateAccounts', 'deleteAccounts'],
      MerchentManagement: ['viewAll', 'createAccounts', 'editAccounts', 'activateDeactivateAccounts', 'deleteAccounts', 'viewConfidential'],
      StoresManagement: ['viewAll', 'createAccounts', 'editAccounts', 'deleteAccounts'],
      OperatorManagement: ['viewAll', 'createPrefix', 'uploadPrefix', 'editPrefix', 'deletePrefix'],
      Blacklist: ['viewAll', 'addBlacklistNumber', 'addBulkBlacklistNumbers', 'editBlacklistNumber', 'deleteBlacklistNumber'],
      Reports: ['viewAll', 'generateReport', 'addEditDelete'],
      ProductManagement: ['viewAll', 'viewProducts', 'addEditDeleteProducts', 'createProducts', 'createCategory', 'addEditDeleteCategories', 'viewCategories'],
      Settlements: ['viewAll', 'addSettlement'],
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
      Reconciliation: ['viewAll', 'resolve'],
    });
    expect(permissionAreas).toEqual(Object.keys(permissionCatalogue));
  });
});
