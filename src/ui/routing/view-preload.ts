import type { i18n } from 'i18next';
import type { PortalAreas } from '../../infrastructure/di/portal-use-cases';
import { preloadFeatureCatalogue } from '../i18n/catalogue-loader';
import type { ViewId } from './route-table';
import { featureOfView, screenViews } from './view-map';

/** What a view's first render waits for, fetched at once and side by side: its code, its feature's strings, its areas. */
export function preloadView(view: ViewId, context: { i18n: i18n; areas: PortalAreas }): Promise<unknown> {
  const View = screenViews[view];
  const feature = featureOfView[view];
  return Promise.all([
    View?.preload?.(),
    feature === undefined ? undefined : preloadFeatureCatalogue(context.i18n, feature),
    ...(View?.areas ?? []).map((area) => context.areas.load(area)),
  ]);
}
