import type { OrganisationKind } from '../../domain/organisation/organisation-scope';
import type { PermissionRequirement, Permissions } from '../../domain/permissions/permission-catalogue';
import { hasPermission } from '../../domain/permissions/permission-rules';
import { type ParamlessRouteId, pathTo, reportPath } from '../routing/paths';
import { featureManifests } from '../routing/feature-manifests';
import type { ReportType } from '../routing/route-table';

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

type ManifestMenuItem = NonNullable<(typeof featureManifests)[number]['menus']>[number];

// Each feature declares its own entries (`menus` in its `<feature>.manifest.ts`); the menus show them
// by their `order`, whichever feature they come from.
const menuItems: readonly ManifestMenuItem[] = featureManifests
  .flatMap((manifest): readonly ManifestMenuItem[] => manifest.menus ?? [])
  .sort((a, b) => a.order - b.order);

const placed = <Place extends ManifestMenuItem['place']>(place: Place) =>
  menuItems.filter((item): item is Extract<ManifestMenuItem, { place: Place }> => item.place === place);

const linkTo = (screen: ParamlessRouteId) => pathTo(screen);
const reportLink = (report: ReportType) => reportPath(report);

/** spec 2 §2.1: the side navigation's entries, in this order. */
export const navEntries: readonly NavEntry[] = menuItems.flatMap((item): NavEntry[] => {
  if (item.place === 'side') {
    const { label, screen, icon, requires, alsoActiveUnder } = item;
    return [{ kind: 'link', label, to: linkTo(screen), icon, requires, ...(alsoActiveUnder ? { alsoActiveUnder } : {}) }];
  }
  if (item.place === 'sideGroup') {
    const children = item.children.map((child) => ({ label: child.label, to: 'report' in child ? reportLink(child.report) : linkTo(child.screen) }));
    return [{ kind: 'group', label: item.label, icon: item.icon, requires: item.requires, children }];
  }
  return [];
});

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
export const settingsEntries: readonly MenuEntry[] = placed('settings').map(({ label, screen, icon, requires, platformOnly = false }) => ({
  label,
  to: linkTo(screen),
  icon,
  requires,
  platformOnly,
}));

export function visibleSettingsEntries(permissions: Permissions | undefined, organisation: OrganisationKind | undefined): MenuEntry[] {
  return settingsEntries.filter(
    (entry) => (entry.requires === null || hasPermission(permissions, entry.requires)) && (!entry.platformOnly || organisation === 'platform'),
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
  ...placed('profile').map(({ label, screen, icon }) => ({ label, to: linkTo(screen), icon })),
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
