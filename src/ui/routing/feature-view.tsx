import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useFeatureCatalogue } from '../i18n/catalogue-loader';
import { PermissionDenied } from '../kit/permission-denied';
import { useSession } from '../session/use-session';
import { pathTo } from './paths';
import type { ViewId } from './route-table';
import { mayOpen, screenAccess } from './screen-access';
import { featureOfView, screenViews } from './view-map';

/**
 * A built view with its feature's strings (loaded on its first showing), or the denied page for a role
 * its menu entry would not show it to (screen-access.ts); a screen without a view is not found.
 */
export function FeatureView({ view }: { view: ViewId }) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const allowed = mayOpen(view, claims?.role?.permissions, claims?.organisation);
  // The feature's strings also give its denied page its own words.
  const ready = useFeatureCatalogue(featureOfView[view]);
  const View = screenViews[view];
  if (!View) return <Navigate to={pathTo('notFound')} replace />;
  if (!ready) return <div className="shell-content__loading" aria-hidden="true" />;
  if (!allowed) {
    const denied = screenAccess[view]?.denied;
    return <PermissionDenied message={t(denied?.message ?? 'kit.denied.message')} {...(denied?.title === undefined ? {} : { title: t(denied.title) })} />;
  }
  return <View />;
}
