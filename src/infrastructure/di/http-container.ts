import { Container } from 'inversify';
import type { AuthPort } from '../../application/session/auth.port';
import type { SessionStorePort } from '../../application/session/session-store.port';
import type { PortalConfig } from '../config/portal-config';
import { createHttpTransport, type CallApi } from '../http/http-transport';
import type { RequestTracker } from '../http/request-tracker';
import type { TokenRejections } from '../http/token-rejections';
import { HttpAuthAdapter } from '../session/auth.http-adapter';
import { type AreaName, loadFeature } from './portal-features';
import type { AreaUseCases } from './portal-use-cases';
import { TOKENS } from './tokens';

/** What the first screen already built (http-composition.ts), shared with every area. */
export interface HttpShared {
  config: PortalConfig;
  fetch: typeof globalThis.fetch;
  storage: Storage;
  reportProblem: (problem: unknown) => void;
  sessionStore: SessionStorePort;
  requestTracker: RequestTracker;
  tokenRejections: TokenRejections;
}

/** The container of the HTTP composition, loaded on the first call that needs the API. */
export function createHttpContainer(shared: HttpShared): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<PortalConfig>(TOKENS.PortalConfig).toConstantValue(shared.config);
  container.bind<typeof globalThis.fetch>(TOKENS.Fetch).toConstantValue(shared.fetch);
  container.bind<Storage>(TOKENS.Storage).toConstantValue(shared.storage);
  container.bind(TOKENS.ReportProblem).toConstantValue(shared.reportProblem);
  container.bind<SessionStorePort>(TOKENS.SessionStorePort).toConstantValue(shared.sessionStore);
  container.bind(TOKENS.RequestTracker).toConstantValue(shared.requestTracker);
  container.bind(TOKENS.TokenRejections).toConstantValue(shared.tokenRejections);
  container.bind<CallApi>(TOKENS.CallApi).toDynamicValue((context) =>
    createHttpTransport({
      config: context.get(TOKENS.PortalConfig),
      sessionStore: context.get(TOKENS.SessionStorePort),
      fetch: context.get(TOKENS.Fetch),
      tracker: context.get(TOKENS.RequestTracker),
      tokenRejections: context.get(TOKENS.TokenRejections),
      reportProblem: context.get(TOKENS.ReportProblem),
    }),
  );
  container.bind<AuthPort>(TOKENS.AuthPort).to(HttpAuthAdapter);
  return container;
}

export function authPortOf(container: Container): AuthPort {
  return container.get<AuthPort>(TOKENS.AuthPort);
}

/** One area over HTTP: its feature module is imported, its adapter bound and its use-cases built. */
export async function composeHttpArea<Name extends AreaName>(container: Container, name: Name): Promise<AreaUseCases<Name>> {
  const feature = await loadFeature(name);
  feature.bindHttp(container);
  // biome-ignore lint/correctness/useHookAtTopLevel: a feature's `useCases` builds its use-cases; it is no React hook.
  return feature.useCases(container) as AreaUseCases<Name>;
}
