import { Container } from 'inversify';
import type { AuthPort } from '../../application/session/auth.port';
import type { SessionStorePort } from '../../application/session/session-store.port';
import type { PortalConfig } from '../config/portal-config';
import { createHttpTransport, type CallApi } from '../http/http-transport';
import { RequestTracker } from '../http/request-tracker';
import { TokenRejections } from '../http/token-rejections';
import { HttpAuthAdapter } from '../session/auth.http-adapter';
import { LocalSessionStore } from '../session/local-session-store';
import { portalFeatures } from './portal-features';
import { bindPortalUseCases } from './portal-use-cases';
import { reportProblemToConsole } from './report-problem';
import { TOKENS } from './tokens';

export interface HttpContainerOptions {
  config: PortalConfig;
  fetch?: typeof globalThis.fetch;
  storage?: Storage;
  reportProblem?: (problem: unknown) => void;
}

/** The composition that talks to the API over HTTP (docs/decisions.md "Wire and bases"). */
export function createHttpContainer(options: HttpContainerOptions): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<PortalConfig>(TOKENS.PortalConfig).toConstantValue(options.config);
  container.bind<typeof globalThis.fetch>(TOKENS.Fetch).toConstantValue(options.fetch ?? globalThis.fetch.bind(globalThis));
  container.bind<Storage>(TOKENS.Storage).toConstantValue(options.storage ?? globalThis.localStorage);
  container.bind(TOKENS.ReportProblem).toConstantValue(options.reportProblem ?? reportProblemToConsole);
  container.bind<SessionStorePort>(TOKENS.SessionStorePort).to(LocalSessionStore);
  container.bind(TOKENS.RequestTracker).to(RequestTracker);
  container.bind(TOKENS.TokenRejections).to(TokenRejections);
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
  for (const feature of portalFeatures) feature.bindHttp(container);
  bindPortalUseCases(container);
  return container;
}
