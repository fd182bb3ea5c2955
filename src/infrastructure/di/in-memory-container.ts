import { Container } from 'inversify';
import type { AuthPort } from '../../application/session/auth.port';
import type { SessionStorePort } from '../../application/session/session-store.port';
import { sessionUseCases } from '../../application/session/session-use-cases';
import { RequestTracker } from '../http/request-tracker';
import { TokenRejections } from '../http/token-rejections';
import { InMemoryAuthAdapter } from '../session/auth.in-memory-adapter';
import { MemorySessionStore } from '../session/memory-session-store';
import { eagerAreas } from './lazy-areas';
import type { InMemoryFeature, PortalFeature, PortOf } from './portal-feature';
import { type AreaName, areaNames, type FeatureOf } from './portal-features';
import type { PortalUseCases } from './portal-use-cases';
import { reportProblemToConsole } from './report-problem';
import { TOKENS } from './tokens';

/** Partial overrides per area's port: a test replaces only the method it is about (docs/style.md §8). */
export type InMemoryContainerOptions = {
  [Name in AreaName]?: Partial<PortOf<FeatureOf<Name>>>;
} & {
  auth?: Partial<AuthPort>;
  sessionStore?: SessionStorePort;
  reportProblem?: (problem: unknown) => void;
};

function byName<Part extends { name: string }>(modules: Record<string, Record<string, unknown>>, isPart: (value: unknown) => value is Part) {
  return new Map(
    Object.values(modules)
      .flatMap((module) => Object.values(module))
      .filter(isPart)
      .map((part) => [part.name, part]),
  );
}

const isFeature = (value: unknown): value is PortalFeature<string, object, unknown> =>
  typeof value === 'object' && value !== null && 'useCases' in value && 'bindHttp' in value;
const isInMemoryHalf = (value: unknown): value is InMemoryFeature<object> => typeof value === 'object' && value !== null && 'bindInMemory' in value;

// Without a server every area is built up front, so tests render screens without waiting for an
// area. Each area's feature (`<area>.feature.ts`) and in-memory half (`<area>.in-memory.ts`) are
// found by name; this whole file loads only when the in-memory composition is chosen.
const features = byName(import.meta.glob<Record<string, unknown>>('../*/*.feature.ts', { eager: true }), isFeature);
const inMemoryHalves = byName(import.meta.glob<Record<string, unknown>>('../*/*.in-memory.ts', { eager: true }), isInMemoryHalf);

/** The composition without a server: demo data, for tests and for looking at the portal alone. */
export function createInMemoryContainer(options: InMemoryContainerOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const reportProblem = options.reportProblem ?? reportProblemToConsole;
  const sessionStore = options.sessionStore ?? new MemorySessionStore();
  const requestTracker = new RequestTracker();
  const tokenRejections = new TokenRejections();
  container.bind(TOKENS.ReportProblem).toConstantValue(reportProblem);
  container.bind<SessionStorePort>(TOKENS.SessionStorePort).toConstantValue(sessionStore);
  container.bind(TOKENS.RequestTracker).toConstantValue(requestTracker);
  container.bind(TOKENS.TokenRejections).toConstantValue(tokenRejections);
  const auth = new InMemoryAuthAdapter(options.auth);
  container.bind<AuthPort>(TOKENS.AuthPort).toConstantValue(auth);
  const overrides: Partial<Record<string, object>> = options;
  const areas = areaNames.map((name) => {
    const feature = features.get(name);
    const half = inMemoryHalves.get(name);
    if (!feature) throw new Error(`The ${name} area has no feature (${name}.feature.ts)`);
    if (!half) throw new Error(`The ${name} area has no in-memory half (${name}.in-memory.ts)`);
    half.bindInMemory(container, overrides[name]);
    return [name, feature] as const;
  });
  container
    .bind<PortalUseCases>(TOKENS.PortalUseCases)
    .toDynamicValue(() => {
      const session = sessionUseCases({ auth, sessionStore, requestActivity: requestTracker, sessionEvents: tokenRejections, reportProblem });
      const built = Object.fromEntries(areas.map(([name, feature]) => [name, feature.useCases(container)]));
      // Object.fromEntries forgets which name holds which group; the list's types restore it.
      return { ...session, areas: eagerAreas(built as Parameters<typeof eagerAreas>[0]), warmUpSignIn: () => {} };
    })
    .inSingletonScope();
  return container;
}
