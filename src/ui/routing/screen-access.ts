import type { OrganisationKind } from '../../domain/organisation/organisation-scope';
import type { PermissionRequirement, Permissions } from '../../domain/permissions/permission-catalogue';
import { hasPermission } from '../../domain/permissions/permission-rules';
import type { DeniedPage } from './feature-manifest';
import { featureManifests } from './feature-manifests';
import { reportTypes, type ViewId } from './route-table';

/** What opening a screen asks of the signed-in role: its menu entry's flag, and the platform for a platform-only entry. */
export interface ScreenAccess {
  readonly requires: PermissionRequirement | null;
  readonly platformOnly: boolean;
  /** The screen's own denied page (catalogue keys of its feature); unset, the kit's words. */
  readonly denied?: DeniedPage;
}

type Menu = NonNullable<(typeof featureManifests)[number]['menus']>[number];

function accessOf(item: Menu): [string, ScreenAccess][] {
  const denied = item.place === 'profile' || item.denied === undefined ? {} : { denied: item.denied };
  if (item.place === 'side') return [[item.screen, { requires: item.requires, platformOnly: false, ...denied }]];
  if (item.place === 'settings') return [[item.screen, { requires: item.requires, platformOnly: item.platformOnly ?? false, ...denied }]];
  if (item.place === 'sideGroup') {
    const views = item.children.map((child) => ('report' in child ? (reportTypes as Record<string, { screen: string }>)[child.report]?.screen : child.screen));
    return views.flatMap((view) => (view === undefined ? [] : [[view, { requires: item.requires, platformOnly: false, ...denied }] as [string, ScreenAccess]]));
  }
  return [];
}

/**
 * docs/decisions/0003-permissions-and-navigation.md: a screen opened by its address asks what its menu
 * entry asks, so a role the menu hides the entry from sees the denied page, never a failing call.
 * Screens without a menu entry (forms, details) check their own rights.
 */
export const screenAccess: Partial<Record<ViewId, ScreenAccess>> = Object.fromEntries(
  featureManifests.flatMap((manifest): readonly Menu[] => manifest.menus ?? []).flatMap(accessOf),
);

/** True when the role may open the screen (always, for a screen no menu entry gates). */
export function mayOpen(view: ViewId, permissions: Permissions | undefined, organisation: OrganisationKind | undefined): boolean {
  const access = screenAccess[view];
  if (access === undefined) return true;
  if (access.platformOnly && organisation !== 'platform') return false;
  return access.requires === null || hasPermission(permissions, access.requires);
}
