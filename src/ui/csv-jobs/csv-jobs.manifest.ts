import { featureManifest } from '../routing/feature-manifest';

/** CSV export jobs (spec 1 §2). */
export const csvJobsManifest = featureManifest({
  feature: 'csv-jobs',
  screens: {
    csvJobs: { path: '/csv-jobs', icon: 'pi-file-export' },
  },
  menus: [{ place: 'side', order: 160, label: 'nav.csvJobs', screen: 'csvJobs', icon: 'pi-file-export', requires: ['CsvJobs', 'viewAll'] }],
});
