import { Navigate, useSearchParams } from 'react-router-dom';
import { FeatureView } from './feature-view';
import { pathTo, reportPath } from './paths';
import { isReportType, type ReportType, reportTypes } from './route-table';

/** spec 1 §2 lists five reports, the transaction report first: /reports without a type opens it. */
const firstReport: ReportType = 'transaction-report';

/** spec 1 §2: /reports?type= opens one report; no type opens the first, a type the table does not know is not found. */
export function ReportRoute() {
  const [search] = useSearchParams();
  const type = search.get('type');
  if (type === null || type === '') return <Navigate to={reportPath(firstReport)} replace />;
  if (!isReportType(type)) return <Navigate to={pathTo('notFound')} replace />;
  return <FeatureView view={reportTypes[type].screen} />;
}
