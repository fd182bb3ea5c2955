import { describe, expect, it } from 'vitest';
import type { OrganisationKind } from '../../src/domain/organisation/organisation-scope';
import { type PermissionRequirement, permissionAreas, type Permissions } from '../../src/domain/permissions/permission-catalogue';
import { allPermissions, grant } from '../../src/domain/permissions/permission-rules';
import { reportTypes, type ViewId } from '../../src/ui/routing/route-table';
import { mayOpen, screenAccess } from '../../src/ui/routing/screen-access';
import { visibleNavEntries, visibleSettingsEntries } from '../../src/ui/shell/nav-entries';
import { type ParamlessRouteId, pathTo, reportPath } from '../../src/ui/routing/paths';

// The demo roles the reference server seeds (README "Demo sign-ins"), as the portal reads them from a token.
const roles: Record<string, { organisation: OrganisationKind; permissions: Permissions }> = {
  admin: { organisation: 'platform', permissions: allPermissions() },
  support: { organisation: 'platform', permissions: grant(permissionAreas.map((area) => [area, 'viewAll'] as PermissionRequirement)) },
  merchant: {
    organisation: 'merchant',
    permissions: grant([
      ['Dashboard', 'viewAll'],
      ['Reports', 'viewAll'],
      ['CsvJobs', 'viewAll'],
      ['Users', 'viewAll'],
      ['Roles', 'viewAll'],
      ['LoanRequest', 'viewAll'],
      ['Vouchers', 'viewAll'],
      ['Callcenter', 'viewAll'],
    ]),
  },
  viewer: {
    organisation: 'merchant',
    permissions: grant([
      ['Dashboard', 'viewAll'],
      ['Reports', 'viewAll'],
      ['CsvJobs', 'viewAll'],
      ['Settlements', 'viewAll'],
      ['Services', 'viewAll'],
      ['ProductManagement', 'viewAll'],
      ['Vouchers', 'viewAll'],
    ]),
  },
  'jazz.ops': {
    organisation: 'carrier',
    permissions: grant([
      ['Dashboard', 'viewAll'],
      ['Reports', 'viewAll'],
    ]),
  },
};

const gated = Object.keys(screenAccess) as ViewId[];

/** The address of a gated screen or report, as its menu entry links it. */
function addressOf(view: ViewId): string {
  const report = Object.entries(reportTypes).find(([, entry]) => entry.screen === view);
  return report ? reportPath(report[0] as keyof typeof reportTypes) : pathTo(view as ParamlessRouteId);
}

describe('screen access by address (docs/decisions/0003-permissions-and-navigation.md)', () => {
  it('gates the screens of every menu entry', () => {
    expect(gated).toEqual(expect.arrayContaining(['callcenter', 'csvJobs', 'users', 'roles', 'checkoutLogs', 'transactionReport', 'payoutRequests']));
  });

  it.each([
    ['viewer', 'callcenter', false],
    ['viewer', 'csvJobs', true],
    ['viewer', 'payoutRequests', false],
    ['viewer', 'users', false],
    ['jazz.ops', 'dashboard', true],
    ['jazz.ops', 'transactionReport', true],
    ['jazz.ops', 'vouchers', false],
    ['merchant', 'checkoutLogs', false],
    ['merchant', 'callcenter', true],
    ['support', 'checkoutLogs', true],
    ['admin', 'reconciliation', true],
  ] as const)('lets %s open %s: %s', (role, view, allowed) => {
    const { permissions, organisation } = roles[role] ?? roles.admin;
    expect(mayOpen(view, permissions, organisation)).toBe(allowed);
  });

  it.each(Object.keys(roles))('lets %s open by address exactly the gated screens its menus show', (role) => {
    const { permissions, organisation } = roles[role] ?? roles.admin;
    const shown = new Set([
      ...visibleNavEntries(permissions).flatMap((entry) => (entry.kind === 'group' ? entry.children.map((child) => child.to) : [entry.to])),
      ...visibleSettingsEntries(permissions, organisation).map((entry) => entry.to),
    ]);
    const disagreeing = gated.filter((view) => mayOpen(view, permissions, organisation) !== shown.has(addressOf(view)));
    expect(disagreeing).toEqual([]);
  });
});
