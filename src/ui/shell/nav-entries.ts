import type { OrganisationKind } from '../../domain/organisation/organisation-scope';
import type { PermissionRequirement, Permissions } from '../../domain/permissions/permission-catalogue';
import { hasPermission } from '../../domain/permissions/permission-rules';
import { type ParamlessRouteId, pathTo, reportPath } from '../routing/paths';
import type { ReportType } from '../routing/screens';

export interface NavLinkEntry {
  kind: 'link';
  /** Catalogue key of the visible name. */
  label: string;
  to: string;
  icon: string;
  /** docs/decisions/0003-permissions-and-navigation.md; null means always shown (Support). */
  requires: PermissionRequirement | null;
  /** Paths of the entry's pages that do not sit below its own (the settlement form and summary). */
  alsoActiveUnder?: readonly string[];
}

export interface NavGroupEntry {
  kind: 'group';
  label: string;
  icon: string;
  requires: PermissionRequirement;
  children: readonly { label: string; to: string }[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

const link = (label: string, route: ParamlessRouteId, icon: string, requires: PermissionRequirement | null, alsoActiveUnder?: readonly string[]): NavLinkEntry => ({
  kind: 'link',
  label,
  to: pathTo(route),
  icon,
  requires,
  ...(alsoActiveUnder ? { alsoActiveUnder } : {}),
});

const child = (label: string, route: ParamlessRouteId) => ({ label, to: pathTo(route) });

const report = (label: string, type: ReportType) => ({ label, to: reportPath(type) });

/** spec 2 §2.1: the side navigation's entries, in this order. */
export const navEntries: readonly NavEntry[] = [
  link('nav.dashboard', 'dashboard', 'pi-home', ['Dashboard', 'viewAll']),
  link('nav.collection', 'collection', 'pi-download', ['Collection', 'viewAll']),
  link('nav.disbursement', 'disbursement', 'pi-upload', ['Disbursement', 'viewAll']),
  link('nav.carriers', 'carriers', 'pi-wifi', ['CarrierManagement', 'viewAll']),
  link('nav.merchants', 'merchants', 'pi-briefcase', ['MerchentManagement', 'viewAll']),
  link('nav.stores', 'stores', 'pi-shop', ['StoresManagement', 'viewAll']),
  {
    kind: 'group',
    label: 'nav.vouchers',
    icon: 'pi-ticket',
    requires: ['Vouchers', 'viewAll'],
    children: [
      child('nav.voucherVendors', 'vouchers'),
      child('nav.voucherRequests', 'voucherRequests'),
      child('nav.voucherTransactions', 'voucherTransactions'),
    ],
  },
  link('nav.blacklists', 'blacklists', 'pi-ban', ['Blacklist', 'viewAll']),
  link('nav.services', 'services', 'pi-th-large', ['Services', 'viewAll']),
  link('nav.callcenter', 'callcenter', 'pi-phone', ['Callcenter', 'viewAll']),
  link('nav.settlements', 'settlements', 'pi-money-bill', ['Settlements', 'viewAll'], ['/settlement/form', '/settlement-summary']),
  {
    kind: 'group',
    label: 'nav.reports',
    icon: 'pi-chart-bar',
    requires: ['Reports', 'viewAll'],
    children: [
      report('nav.transactionReport', 'transaction-report'),
      report('nav.settlementReport', 'settlement-report'),
      report('nav.billingReport', 'billing-report'),
      report('nav.statements', 'statements'),
      report('nav.inquireTransaction', 'inquire-transaction'),
    ],
  },
  link('nav.support', 'inquireTransaction', 'pi-question-circle', null),
  link('nav.payoutRequest', 'payoutRequests', 'pi-send', ['LoanRequest', 'viewAll']),
  link('nav.accountBalance', 'payoutAccounts', 'pi-wallet', ['LoanRequest', 'viewLoanAccounts']),
  link('nav.csvJobs', 'csvJobs', 'pi-file-export', ['CsvJobs', 'viewAll']),
];

export function visibleNavEntries(permissions: Permissions | undefined): NavEntry[] {
  return navEntries.filter((entry) => entry.requires === null || hasPermission(permissions, entry.requires));
}

export interface MenuEntry {
  label: string;
  to: string;
  icon: string;
  requires: PermissionRequirement | null;
  platformOnly?: boolean;
}

const menuEntry = (label: string, route: ParamlessRouteId, icon: string, requires: PermissionRequirement | null, platformOnly = false): MenuEntry => ({
  label,
  to: pathTo(route),
  icon,
  requires,
  platformOnly,
});

/** spec 2 §2.1: the top bar's settings menu; checkout logs and requests for the platform only. */
export const settingsEntries: readonly MenuEntry[] = [
  menuEntry('topBar.users', 'users', 'pi-users', ['Users', 'viewAll']),
  menuEntry('topBar.roles', 'roles', 'pi-shield', ['Roles', 'viewAll']),
  menuEntry('topBar.checkoutLogs', 'checkoutLogs', 'pi-database', null, true),
  menuEntry('topBar.checkoutRequests', 'checkoutRequests', 'pi-shopping-cart', null, true),
  // docs/decisions/0023-audit-log.md: platform staff with UserLogs.viewAll.
  menuEntry('topBar.auditLog', 'auditLog', 'pi-history', ['UserLogs', 'viewAll'], true),
  // docs/decisions/0035-reconciliation.md: platform staff with Reconciliation.viewAll.
  menuEntry('topBar.reconciliation', 'reconciliation', 'pi-verified', ['Reconciliation', 'viewAll'], true),
];

export function visibleSettingsEntries(permissions: Permissions | undefined, organisation: OrganisationKind | undefined): MenuEntry[] {
  return settingsEntries.filter(
    (entry) =>
      (entry.requires === null || hasPermission(permissions, entry.requires)) && (!entry.platformOnly || organisation === 'platform'),
  );
}

export interface ProfileEntry {
  label: string;
  to: string;
  icon: string;
  /** Draws a line above the entry (Sign Out under the account entries). */
  separated?: boolean;
}

/** spec 2 §2.1: the profile menu's Account Profile, Change Password and Sign Out. */
export const profileEntries: readonly ProfileEntry[] = [
  { label: 'topBar.accountProfile', to: pathTo('accountProfile'), icon: 'pi-user' },
  { label: 'topBar.changePassword', to: pathTo('changePassword'), icon: 'pi-key' },
  { label: 'topBar.signOut', to: pathTo('logout'), icon: 'pi-sign-out', separated: true },
];

/** True when the location is the entry's page (its report type too) or a page below it. */
export function isLinkActive(to: string, location: { pathname: string; search: string }): boolean {
  const [pathname = '', search = ''] = to.split('?');
  const onPath = location.pathname === pathname || location.pathname.startsWith(`${pathname}/`);
  if (!onPath || search === '') return onPath;
  const wanted = new URLSearchParams(search);
  const current = new URLSearchParams(location.search);
  return [...wanted.entries()].every(([key, value]) => current.get(key) === value);
}

/** True when the location is one of the entry's pages: its own path, below it, or one it names. */
export function isEntryActive(entry: NavLinkEntry, location: { pathname: string; search: string }): boolean {
  return isLinkActive(entry.to, location) || (entry.alsoActiveUnder ?? []).some((path) => isLinkActive(path, location));
}
