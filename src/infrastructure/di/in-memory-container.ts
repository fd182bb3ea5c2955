import { Container } from 'inversify';
import type { AuthPort } from '../../application/session/auth.port';
import type { SessionStorePort } from '../../application/session/session-store.port';
import { RequestTracker } from '../http/request-tracker';
import { TokenRejections } from '../http/token-rejections';
import { InMemoryAuthAdapter } from '../session/auth.in-memory-adapter';
import { MemorySessionStore } from '../session/memory-session-store';
import type { InMemoryFeature, PortOf } from './portal-feature';
import { portalFeatures, type PortalFeatureList } from './portal-features';
import { bindPortalUseCases } from './portal-use-cases';
import { reportProblemToConsole } from './report-problem';
import { TOKENS } from './tokens';

/** Partial overrides per area's port: a test replaces only the method it is about (house style rule 8). */
export type InMemoryContainerOptions = {
  [Feature in PortalFeatureList as Feature['name']]?: Partial<PortOf<Feature>>;
} & {
  auth?: Partial<AuthPort>;
  sessionStore?: SessionStorePort;
  reportProblem?: (problem: unknown) => void;
};

// Each area's in-memory half (`<area>/<area>.in-memory.ts`) is found by name, so a new area joins
// the in-memory composition without an edit here; this whole file loads only when it is chosen.
const inMemoryHalves = new Map(
  Object.values(import.meta.glob<Record<string, InMemoryFeature<object>>>('../*/*.in-memory.ts', { eager: true }))
    .flatMap((module) => Object.values(module))
    .map((half) => [half.name, half]),
);

/** The composition without a server: demo data, for tests and for looking at the portal alone. */
export function createInMemoryContainer(options: InMemoryContainerOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.ReportProblem).toConstantValue(options.reportProblem ?? reportProblemToConsole);
  container.bind<SessionStorePort>(TOKENS.SessionStorePort).toConstantValue(options.sessionStore ?? new MemorySessionStore());
  container.bind(TOKENS.RequestTracker).to(RequestTracker);
  container.bind(TOKENS.TokenRejections).to(TokenRejections);
  container.bind<AuthPort>(TOKENS.AuthPort).toConstantValue(new InMemoryAuthAdapter(options.auth));
  const overrides: Partial<Record<string, object>> = options;
  for (const feature of portalFeatures) {
    const half = inMemoryHalves.get(feature.name);
    if (!half) throw new Error(`The ${feature.name} area has no in-memory half (${feature.name}.in-memory.ts)`);
    half.bindInMemory(container, overrides[feature.name]);
  }
  bindPortalUseCases(container);
  return container;
}
