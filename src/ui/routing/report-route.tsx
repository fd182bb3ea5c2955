import { useSearchParams } from 'react-router-dom';
import { ComingSoonView } from '../common/coming-soon.view';
import { screenViews } from './screen-views';
import { isReportType, reportTypes, screens } from './screens';

/** spec 1 §2: /reports?type= opens one report (its built view, else "coming soon" titled after it). */
export function ReportRoute() {
  const [search] = useSearchParams();
  const type = search.get('type') ?? '';
  const screen = isReportType(type) ? reportTypes[type].screen : 'reports';
  const View = screenViews[screen];
  return View ? <View /> : <ComingSoonView screen={screen} icon={screens.reports.icon} />;
}
