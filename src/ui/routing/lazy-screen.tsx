import { FeatureView } from './feature-view';
import { ReportRoute } from './report-route';
import type { ScreenId } from './route-table';

/**
 * A signed-in screen: its built view; /reports picks by its type. Loaded
 * with the first signed-in screen, so the views map is not part of /login.
 */
export function LazyScreen({ screen }: { screen: ScreenId }) {
  if (screen === 'reports') return <ReportRoute />;
  return <FeatureView view={screen} />;
}
