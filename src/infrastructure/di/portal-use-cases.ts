import type { Container } from 'inversify';
import type { AuthPort } from '../../application/session/auth.port';
import type { SessionStorePort } from '../../application/session/session-store.port';
import { sessionUseCases, type SessionUseCases } from '../../application/session/session-use-cases';
import type { RequestTracker } from '../http/request-tracker';
import type { TokenRejections } from '../http/token-rejections';
import { portalFeatures, type PortalFeatureList } from './portal-features';
import { TOKENS } from './tokens';

/** Everything views may ask of the portal: the session's use-cases and one group per area. */
export type PortalUseCases = SessionUseCases & {
  readonly [Feature in PortalFeatureList as Feature['name']]: ReturnType<Feature['useCases']>;
};

/** The same use-cases over whichever adapters a composition bound. */
export function bindPortalUseCases(container: Container): void {
  container
    .bind<PortalUseCases>(TOKENS.PortalUseCases)
    .toDynamicValue(() => {
      const session = sessionUseCases({
        auth: container.get<AuthPort>(TOKENS.AuthPort),
        sessionStore: container.get<SessionStorePort>(TOKENS.SessionStorePort),
        requestActivity: container.get<RequestTracker>(TOKENS.RequestTracker),
        sessionEvents: container.get<TokenRejections>(TOKENS.TokenRejections),
        reportProblem: container.get<(problem: unknown) => void>(TOKENS.ReportProblem),
      });
      const areas = Object.fromEntries(portalFeatures.map((feature) => [feature.name, feature.useCases(container)]));
      // Object.fromEntries forgets which name holds which group; the mapped type above restores it.
      return { ...session, ...areas } as PortalUseCases;
    })
    .inSingletonScope();
}
