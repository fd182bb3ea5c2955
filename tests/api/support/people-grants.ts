/** Every flag of Users and Roles: what an organisation's owner role holds in the tests. */
export const merchantOwnerGrants = {
  Users: { viewAll: true, addUsers: true, editUsers: true, activeDeactivateUser: true, deleteUsers: true },
  Roles: { viewAll: true, addRoles: true, editRoles: true, activateDeactivateRole: true, deleteRoles: true },
};

/** The demo merchant admin's grants (server/src/seed/demo-roles.ts), written out as the wire carries them. */
export const merchantAdmin = {
  Dashboard: { viewAll: true, viewUserGraphs: true },
  Reports: { viewAll: true, generateReport: true },
  CsvJobs: { viewAll: true },
  Services: { viewAll: true },
  Users: { viewAll: true, addUsers: true, editUsers: true },
  Roles: { viewAll: true },
  Settlements: { viewAll: true },
  LoanRequest: { viewAll: true, viewLoanAccounts: true },
  Vouchers: { viewAll: true },
  Collection: { viewAll: true },
  Disbursement: { viewAll: true },
  Callcenter: { viewAll: true },
};
