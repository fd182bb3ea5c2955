import { ComingSoonView } from '../common/coming-soon.view';
import { useFeatureCatalogue } from '../i18n/catalogue-loader';
import { featureOfView, screenViews } from './view-map';
import type { ViewId } from './route-table';

/** A built view with its feature's strings (loaded on its first showing), else its "coming soon" page. */
export function FeatureView({ view, icon }: { view: ViewId; icon: string }) {
  const ready = useFeatureCatalogue(featureOfView[view]);
  const View = screenViews[view];
  if (!ready) return <div className="shell-content__loading" aria-hidden="true" />;
  return View ? <View /> : <ComingSoonView screen={view} icon={icon} />;
}
