import type { i18n } from 'i18next';
import { matchPath } from 'react-router-dom';
import type { PortalAreas } from '../../infrastructure/di/portal-use-cases';
import { preloadableLazy } from './lazy-view';
import { screenRoutes } from './router-entries';

/** A signed-in screen's route element (lazy-screen.tsx), fetched ahead by `preloadScreenAt`. */
export const LazyScreen = preloadableLazy(() => import('./lazy-screen').then((module) => ({ default: module.LazyScreen })));

/**
 * A full page load with a stored session fetches the screen at its address (its code, strings and
 * areas) while the profile loads, rather than one after another once the session is known
 * (docs/decisions/0053-dashboard-first-heading.md). Only a head start: the screen's own render
 * loads whatever did not arrive, and reports a failure then, so one here is let go.
 */
export function preloadScreenAt(pathname: string, context: { i18n: i18n; areas: PortalAreas }): void {
  const route = screenRoutes.find((entry) => matchPath(entry.path, pathname) !== null);
  if (route === undefined) return;
  Promise.all([LazyScreen.preload(), import('./view-preload').then((module) => module.preloadView(route.screen, context))]).catch(() => undefined);
}
