import { useSearchParams } from 'react-router-dom';
import { ComingSoonView } from '../common/coming-soon.view';
import { reportScreens } from './screen-routes';

/** spec 1 §2: /reports?type= opens one report; the page is titled after it. */
export function ReportsComingSoon() {
  const [search] = useSearchParams();
  const screen = reportScreens[search.get('type') ?? ''] ?? 'reports';
  return <ComingSoonView screen={screen} icon="pi-chart-bar" />;
}
