import type { ScreenViews, ViewId } from './route-table';

// Each feature's built screens (`src/ui/<feature>/<feature>-screens.ts`: screen id → lazy view), found
// by name. This module is part of the signed-in screens' chunk, never of /login, so neither are the
// views' loaders (ARCHITECTURE.md "The first load").
const screenFiles = import.meta.glob<Record<string, ScreenViews>>('../*/*-screens.ts', { eager: true });

/** The feature folder a screens file belongs to (`../reports/report-screens.ts` → `reports`). */
const featureOf = (file: string) => file.split('/')[1] ?? file;

const featureScreens = Object.entries(screenFiles).map(([file, exports]) => ({
  feature: featureOf(file),
  views: Object.assign({}, ...Object.values(exports)) as ScreenViews,
}));

/**
 * Built screens and reports. A screen missing here is not found (/404); a report type opens
 * the view of its `screen` (`reportTypes` in route-table.ts).
 */
export const screenViews: ScreenViews = Object.assign({}, ...featureScreens.map(({ views }) => views));

/** The feature whose catalogues a view needs, loaded before it shows (i18n/catalogue-loader.ts). */
export const featureOfView: Partial<Record<ViewId, string>> = Object.fromEntries(
  featureScreens.flatMap(({ feature, views }) => Object.keys(views).map((view) => [view, feature])),
);
