/** Every DI token of the portal, in one file (house style rule 4). */
export const TOKENS = {
  PortalConfig: Symbol.for('PortalConfig'),
  Fetch: Symbol.for('Fetch'),
  Storage: Symbol.for('Storage'),
  ReportProblem: Symbol.for('ReportProblem'),
  SessionStorePort: Symbol.for('SessionStorePort'),
  RequestTracker: Symbol.for('RequestTracker'),
  TokenRejections: Symbol.for('TokenRejections'),
  CallApi: Symbol.for('CallApi'),
  AuthPort: Symbol.for('AuthPort'),
  LookupsPort: Symbol.for('LookupsPort'),
  InquirePort: Symbol.for('InquirePort'),
  DashboardPort: Symbol.for('DashboardPort'),
  SettlementsPort: Symbol.for('SettlementsPort'),
  ReportsPort: Symbol.for('ReportsPort'),
  CsvJobsPort: Symbol.for('CsvJobsPort'),
  PortalUseCases: Symbol.for('PortalUseCases'),
} as const;
