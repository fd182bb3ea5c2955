import { lazyView } from '../routing/lazy-view';
import type { ScreenViews } from '../routing/route-table';

/** CSV export jobs (spec 1 §2), lazy so the login route stays small. */
export const csvJobScreens: ScreenViews = {
  csvJobs: lazyView(() => import('./csv-jobs.view').then((m) => ({ default: m.CsvJobsView }))),
};
