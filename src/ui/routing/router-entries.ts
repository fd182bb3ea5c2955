import { type ScreenEntry, type ScreenId, screens } from './route-table';

/** One route of a screen: a pattern the router matches, the screen it opens, its icon. */
export interface RouterEntry {
  path: string;
  screen: ScreenId;
  icon: string;
}

const entries = Object.entries(screens as Record<ScreenId, ScreenEntry>) as [ScreenId, ScreenEntry][];

function routesOf([screen, entry]: [ScreenId, ScreenEntry]): RouterEntry[] {
  const others = (entry.also ?? []).map((other) => ({ path: other.path, screen, icon: other.icon }));
  return [{ path: entry.path, screen, icon: entry.icon }, ...others];
}

/** Routes inside the shell, for signed-in users (spec 1 §2, spec 2 §2.1). */
export const screenRoutes: readonly RouterEntry[] = entries.filter(([, entry]) => !entry.public).flatMap(routesOf);

/** spec 3 §2: hosted checkout and card return pages are public and outside the shell. */
export const publicCheckoutRoutes: readonly RouterEntry[] = entries.filter(([, entry]) => entry.public).flatMap(routesOf);
