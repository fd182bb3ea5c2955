import { useSearchParams } from 'react-router-dom';
import { ComingSoonView } from '../common/coming-soon.view';
import { reportScreens } from './screen-routes';
import { reportViews } from './screen-views';

/** spec 1 §2: /reports?type= opens one report (a built one from `reportViews`); the page is titled after it. */
export function ReportsComingSoon() {
  const [search] = useSearchParams();
  const type = search.get('type') ?? '';
  const View = reportViews[type];
  if (View) return <View />;
  const screen = reportScreens[type] ?? 'reports';
  return <ComingSoonView screen={screen} icon="pi-chart-bar" />;
}
