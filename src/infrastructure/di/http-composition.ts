import { sessionUseCases } from '../../application/session/session-use-cases';
import type { PortalConfig } from '../config/portal-config';
import { earlyProfileRequest, fetchWithEarlyAnswer } from '../http/early-answer';
import { RequestTracker } from '../http/request-tracker';
import { TokenRejections } from '../http/token-rejections';
import { LocalSessionStore } from '../session/local-session-store';
import type { HttpShared } from './http-container';
import { lazyAreas } from './lazy-areas';
import { lazyAuthPort } from './lazy-auth-port';
import type { PortalUseCases } from './portal-use-cases';
import { reportProblemToConsole } from './report-problem';

export interface HttpCompositionOptions {
  config: PortalConfig;
  fetch?: typeof globalThis.fetch;
  storage?: Storage;
  reportProblem?: (problem: unknown) => void;
}

/**
 * The composition that talks to the API over HTTP (docs/decisions/0001-wire-and-bases.md). What the
 * first screen needs (the stored session, the language, request activity) is built here at once,
 * with plain constructors; the container, the transport and every area load on first use
 * (`./http-container`), so /login carries none of them (docs/decisions/0029-first-load.md).
 */
export function createHttpUseCases(options: HttpCompositionOptions): PortalUseCases {
  const storage = options.storage ?? globalThis.localStorage;
  const sessionStore = new LocalSessionStore(storage);
  const fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  // A stored session's profile call goes out now rather than once the container's code has loaded.
  const early = earlyProfileRequest(options.config, sessionStore.readToken(), Date.now() / 1000);
  const shared: HttpShared = {
    config: options.config,
    fetch: early === undefined ? fetch : fetchWithEarlyAnswer(fetch, early),
    storage,
    reportProblem: options.reportProblem ?? reportProblemToConsole,
    sessionStore,
    requestTracker: new RequestTracker(),
    tokenRejections: new TokenRejections(),
  };
  let container: ReturnType<typeof loadContainer> | undefined;
  function loadContainer() {
    return import('./http-container').then((module) => ({ module, container: module.createHttpContainer(shared) }));
  }
  const composition = () => {
    container ??= loadContainer();
    // A chunk that did not arrive is asked for again on the next use.
    container.catch(() => {
      container = undefined;
    });
    return container;
  };
  const session = sessionUseCases({
    auth: lazyAuthPort(async () => {
      const { module, container } = await composition();
      return module.authPortOf(container);
    }),
    sessionStore: shared.sessionStore,
    requestActivity: shared.requestTracker,
    sessionEvents: shared.tokenRejections,
    reportProblem: shared.reportProblem,
  });
  const areas = lazyAreas(async (name) => {
    const { module, container } = await composition();
    return module.composeHttpArea(container, name);
  });
  // A stored session is restored with a profile call over the container: its code starts loading now,
  // before the first render asks for it (docs/decisions/0053-dashboard-first-heading.md). A failure
  // here is the profile call's to report.
  if (shared.sessionStore.readToken() !== null) composition().catch(() => undefined);
  const warmUpSignIn = () => {
    composition().catch(shared.reportProblem);
  };
  return { ...session, areas, warmUpSignIn };
}
