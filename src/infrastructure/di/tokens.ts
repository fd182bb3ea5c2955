/**
 * The DI tokens every area shares (docs/style.md §4). An area's own port tokens live in its
 * folder (`<area>.tokens.ts`), so adding an area never edits this file.
 */
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
  PortalUseCases: Symbol.for('PortalUseCases'),
} as const;
