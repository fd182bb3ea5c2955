import type { OrganisationKind } from '../../domain/organisation/organisation-scope';
import type { PermissionRequirement, Permissions } from '../../domain/permissions/permission-catalogue';
import { hasPermission } from '../../domain/permissions/permission-rules';

export interface NavLinkEntry {
  kind: 'link';
  /** Catalogue key of the visible name. */
  label: string;
  to: string;
  icon: string;
  /** decisions.md "Permissions and navigation"; null means always shown (Support). */
  requires: PermissionRequirement | null;
}

export interface NavGroupEntry {
  kind: 'group';
  label: string;
  icon: string;
  requires: PermissionRequirement;
  children: readonly { label: string; to: string }[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

const link = (label: string, to: string, icon: string, requires: PermissionRequirement | null): NavLinkEntry => ({
  kind: 'link',
  label,
  to,
  icon,
  requires,
});

const report = (label: string, type: string) => ({ label, to: `/reports?type=${type}` });

/** spec 2 §2.1: the side navigation's entries, in this order. */
export const navEntries: readonly NavEntry[] = [
  link('nav.dashboard', '/dashboard', 'pi-home', ['Dashboard', 'viewAll']),
  link('nav.collection', '/collection', 'pi-download', ['Collection', 'viewAll']),
  link('nav.disbursement', '/disbursement', 'pi-upload', ['Disbursement', 'viewAll']),
  link('nav.carriers', '/carriers', 'pi-wifi', ['CarrierManagement', 'viewAll']),
  link('nav.merchants', '/merchants', 'pi-briefcase', ['MerchentManagement', 'viewAll']),
  link('nav.stores', '/stores', 'pi-shop', ['StoresManagement', 'viewAll']),
  {
    kind: 'group',
    label: 'nav.vouchers',
    icon: 'pi-ticket',
    requires: ['Vouchers', 'viewAll'],
    children: [
      { label: 'nav.voucherVendors', to: '/vouchers' },
      { label: 'nav.voucherRequests', to: '/vouchersRequest' },
      { label: 'nav.voucherTransactions', to: '/vouchersTransactions' },
    ],
  },
  link('nav.blacklists', '/blacklists', 'pi-ban', ['Blacklist', 'viewAll']),
  link('nav.services', '/services', 'pi-th-large', ['Services', 'viewAll']),
  link('nav.callcenter', '/callcenter', 'pi-phone', ['Callcenter', 'viewAll']),
  link('nav.settlements', '/settlements', 'pi-money-bill', ['Settlements', 'viewAll']),
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
  link('nav.support', '/inquire-transaction', 'pi-question-circle', null),
  link('nav.payoutRequest', '/loan-requests', 'pi-send', ['LoanRequest', 'viewAll']),
  link('nav.accountBalance', '/loan-accounts-balance', 'pi-wallet', ['LoanRequest', 'viewLoanAccounts']),
  link('nav.csvJobs', '/csv-jobs', 'pi-file-export', ['CsvJobs', 'viewAll']),
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

/** spec 2 §2.1: the top bar's settings menu; checkout logs and requests for the platform only. */
export const settingsEntries: readonly MenuEntry[] = [
  { label: 'topBar.users', to: '/users', icon: 'pi-users', requires: ['Users', 'viewAll'] },
  { label: 'topBar.roles', to: '/roles', icon: 'pi-shield', requires: ['Roles', 'viewAll'] },
  { label: 'topBar.checkoutLogs', to: '/checkout-logs', icon: 'pi-database', requires: null, platformOnly: true },
  { label: 'topBar.checkoutRequests', to: '/checkout-requests', icon: 'pi-shopping-cart', requires: null, platformOnly: true },
];

export function visibleSettingsEntries(permissions: Permissions | undefined, organisation: OrganisationKind | undefined): MenuEntry[] {
  return settingsEntries.filter(
    (entry) =>
      (entry.requires === null || hasPermission(permissions, entry.requires)) && (!entry.platformOnly || organisation === 'platform'),
  );
}

/** True when the location is the entry's page (its report type too) or a page below it. */
export function isLinkActive(to: string, location: { pathname: string; search: string }): boolean {
  const [pathname = '', search = ''] = to.split('?');
  const onPath = location.pathname === pathname || location.pathname.startsWith(`${pathname}/`);
  if (!onPath || search === '') return onPath;
  const wanted = new URLSearchParams(search);
  const current = new URLSearchParams(location.search);
  return [...wanted.entries()].every(([key, value]) => current.get(key) === value);
}
