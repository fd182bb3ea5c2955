import type { PermissionRequirement } from '../../domain/permissions/permission-catalogue';

/** One screen: its route pattern, its icon, and other patterns that open it (`also`). */
export interface ScreenEntry {
  readonly path: string;
  readonly icon: string;
  /** Outside the shell and open to visitors (spec 3 §2: hosted checkout and card return pages). */
  readonly public?: boolean;
  /** More routes that open the same screen; `pathTo` builds `path` only. */
  readonly also?: readonly { readonly path: string; readonly icon: string }[];
}

/** A report behind /reports?type=, titled and drawn by its `screen` (its key under `screens`). */
export interface ReportEntry {
  readonly screen: string;
}

/** The feature catalogue's keys of the denied page a role without the entry's right sees on the screen's address. */
export interface DeniedPage {
  readonly title?: string;
  readonly message: string;
}

/** A link of the side navigation (spec 2 §2.1), placed by `order` among every feature's entries. */
export interface SideLink<Screen extends string> {
  readonly place: 'side';
  readonly order: number;
  /** Catalogue key of the visible name. */
  readonly label: string;
  readonly screen: Screen;
  readonly icon: string;
  /** docs/decisions/0003-permissions-and-navigation.md; null means always shown (Support). */
  readonly requires: PermissionRequirement | null;
  /** Paths of the entry's pages that do not sit below its own (the settlement form and summary). */
  readonly alsoActiveUnder?: readonly string[];
  /** The screen's own words for a role without `requires` (screen-access.ts); else the kit's. */
  readonly denied?: DeniedPage;
}

/** A group of the side navigation: its children are screens or reports of the same feature. */
export interface SideGroup<Screen extends string, Report extends string> {
  readonly place: 'sideGroup';
  readonly order: number;
  readonly label: string;
  readonly icon: string;
  readonly requires: PermissionRequirement;
  readonly denied?: DeniedPage;
  readonly children: readonly ({ readonly label: string; readonly screen: Screen } | { readonly label: string; readonly report: Report })[];
}

/** An entry of the top bar's settings menu (spec 2 §2.1). */
export interface SettingsItem<Screen extends string> {
  readonly place: 'settings';
  readonly order: number;
  readonly label: string;
  readonly screen: Screen;
  readonly icon: string;
  readonly requires: PermissionRequirement | null;
  /** Shown to platform staff only. */
  readonly platformOnly?: boolean;
  readonly denied?: DeniedPage;
}

/** An entry of the top bar's profile menu (spec 2 §2.1), above Sign Out. */
export interface ProfileItem<Screen extends string> {
  readonly place: 'profile';
  readonly order: number;
  readonly label: string;
  readonly screen: Screen;
  readonly icon: string;
}

export type MenuItem<Screen extends string, Report extends string> = SideLink<Screen> | SideGroup<Screen, Report> | SettingsItem<Screen> | ProfileItem<Screen>;

/** The screens a menu can link to: those whose pattern has no params. */
type ParamlessOf<Screens extends Record<string, ScreenEntry>> = {
  [Id in keyof Screens]: Screens[Id]['path'] extends `${string}:${string}` ? never : Id;
}[keyof Screens] &
  string;

/**
 * What the shared lists need of one UI feature, and nothing heavier: its screens (ids, route
 * patterns, icons), its reports, and its menu entries with the permission each gates on. The route
 * table and the navigation are built from these (`feature-manifests.ts`). The manifest is part of
 * /login, so it holds ids, paths and labels only (ARCHITECTURE.md "The first load"); the views'
 * lazy loaders stay in the feature's `<feature>-screens.ts`, found by name with the signed-in screens.
 */
export interface FeatureManifest<
  Screens extends Record<string, ScreenEntry> = Record<string, ScreenEntry>,
  Reports extends Record<string, ReportEntry> = Record<never, ReportEntry>,
> {
  /** The feature's folder: its catalogues load under this name (i18n/feature-catalogues.ts). */
  readonly feature: string;
  readonly screens: Screens;
  readonly reports?: Reports;
  readonly menus?: readonly MenuItem<ParamlessOf<Screens>, keyof Reports & string>[];
}

/** Declares a feature's manifest, keeping its ids and patterns literal for the route table's types. */
export function featureManifest<
  const Screens extends Record<string, ScreenEntry>,
  const Reports extends Record<string, ReportEntry> = Record<never, ReportEntry>,
>(manifest: FeatureManifest<Screens, Reports>): FeatureManifest<Screens, Reports> {
  return manifest;
}

/** Any feature's manifest, as the shared lists read them. */
export interface AnyFeatureManifest {
  readonly feature: string;
  readonly screens: Readonly<Record<string, ScreenEntry>>;
  readonly reports?: Readonly<Record<string, ReportEntry>>;
  readonly menus?: readonly MenuItem<string, string>[];
}
