import { Container } from 'inversify';
import type { AuthPort } from '../../application/ports/auth.port';
import type { LookupsPort } from '../../application/ports/lookups.port';
import type { SessionStorePort } from '../../application/ports/session-store.port';
import { InMemoryAuthAdapter } from '../in-memory/auth.in-memory-adapter';
import { InMemoryLookupsAdapter } from '../in-memory/lookups.in-memory-adapter';
import { MemorySessionStore } from '../in-memory/memory-session-store';
import { RequestTracker } from '../http/request-tracker';
import { TokenRejections } from '../http/token-rejections';
import { reportProblemToConsole } from './report-problem';
import { TOKENS } from './tokens';
import { bindPortalUseCases } from './use-cases.binding';

/** Partial overrides per port: a test replaces only the method it is about (house style rule 8). */
export interface InMemoryContainerOptions {
  auth?: Partial<AuthPort>;
  lookups?: Partial<LookupsPort>;
  sessionStore?: SessionStorePort;
  reportProblem?: (problem: unknown) => void;
}

/** The composition without a server: demo data, for tests and for looking at the portal alone. */
export function createInMemoryContainer(options: InMemoryContainerOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.ReportProblem).toConstantValue(options.reportProblem ?? reportProblemToConsole);
  container.bind<SessionStorePort>(TOKENS.SessionStorePort).toConstantValue(options.sessionStore ?? new MemorySessionStore());
  container.bind(TOKENS.RequestTracker).to(RequestTracker);
  container.bind(TOKENS.TokenRejections).to(TokenRejections);
  container.bind<AuthPort>(TOKENS.AuthPort).toConstantValue(new InMemoryAuthAdapter(options.auth));
  container.bind<LookupsPort>(TOKENS.LookupsPort).toConstantValue(new InMemoryLookupsAdapter(options.lookups));
  bindPortalUseCases(container);
  return container;
}
