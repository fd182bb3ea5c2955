import type { ComponentType } from 'react';
import type { AreaName } from '../../infrastructure/di/portal-features';
import type { ReportEntry, ScreenEntry } from './feature-manifest';
import { featureManifests } from './feature-manifests';

export type { ScreenEntry } from './feature-manifest';

type Manifest = (typeof featureManifests)[number];
type Merged<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer Whole) => void ? Whole : never;

/** spec 3 §2: hosted checkout and card return pages, public and outside the shell; no feature of the portal owns them. */
const publicScreens = {
  hostedCheckout: {
    path: '/hosted-checkout/:sessionId',
    icon: 'pi-credit-card',
    public: true,
    also: [
      { path: '/hosted-checkout/eg/:sessionId', icon: 'pi-credit-card' },
      { path: '/checkout/mena/:serviceId/:orderId', icon: 'pi-credit-card' },
    ],
  },
  paymentReturn: {
    path: '/easypaisa/cc/:serviceId/:msisdn/:product',
    icon: 'pi-credit-card',
    public: true,
    also: [
      { path: '/callback/stripe/success/:orderId/:serviceId', icon: 'pi-check-circle' },
      { path: '/callback/stripe/fail/:orderId/:serviceId', icon: 'pi-times-circle' },
    ],
  },
} as const satisfies Record<string, ScreenEntry>;

type ScreenTable = Merged<Manifest['screens']> & typeof publicScreens;

/**
 * Every screen of spec 1 §2, spec 2 §2.1 and spec 3 §2, keyed by its catalogue key under `screens`:
 * the features' screens (each declared in its `<feature>.manifest.ts`) and the public pages. A screen
 * without a view is not found. Only being signed in is required (spec 2 §6), except
 * for the public pages.
 */
export const screens = Object.assign({}, ...featureManifests.map((manifest) => manifest.screens), publicScreens) as ScreenTable;

export type ScreenId = keyof ScreenTable & string;

/** Routes of the session itself (spec 1 §2); they have pages but no entry under `screens`. */
export const sessionRoutes = {
  login: { path: '/login' },
  logout: { path: '/logout' },
  notFound: { path: '/404' },
} as const;

export type RouteId = ScreenId | keyof typeof sessionRoutes;

type ReportTable = Merged<NonNullable<Manifest['reports']>>;

/** spec 1 §2: the reports behind /reports?type= (declared by the reports feature), each titled and drawn by its `screen`. */
export const reportTypes = Object.assign(
  {},
  ...featureManifests.map((manifest): Partial<Record<string, ReportEntry>> => ('reports' in manifest ? (manifest.reports ?? {}) : {})),
) as ReportTable;

export type ReportType = keyof ReportTable & string;

/** Anything with a title under `screens` and possibly a built view: a routed screen or a report. */
export type ViewId = ScreenId | ReportTable[ReportType]['screen'];

/**
 * Views are lazy so the login route's JavaScript stays small; `preload` fetches a view's code ahead
 * of its first render, with the areas (`useArea` names) it asks for (routing/lazy-view.tsx).
 */
export type LazyView = ComponentType & { preload?: () => Promise<unknown>; areas?: readonly AreaName[] };

/** A feature's built screens (and reports), keyed by their id in the route table (its `<feature>-screens.ts`). */
export type ScreenViews = Partial<Record<ViewId, LazyView>>;

export function isReportType(type: string): type is ReportType {
  return Object.hasOwn(reportTypes, type);
}
