import { useSearchParams } from 'react-router-dom';
import { FeatureView } from './feature-view';
import { isReportType, reportTypes, screens } from './route-table';

/** spec 1 §2: /reports?type= opens one report (its built view, else "coming soon" titled after it). */
export function ReportRoute() {
  const [search] = useSearchParams();
  const type = search.get('type') ?? '';
  const screen = isReportType(type) ? reportTypes[type].screen : 'reports';
  return <FeatureView view={screen} icon={screens.reports.icon} />;
}
