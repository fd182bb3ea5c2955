import type { Container } from 'inversify';
import type { PortalUseCases } from '../../application/use-cases/portal-use-cases';
import { readPortalConfig, type PortalConfig } from '../config/portal-config';
import { LocalSessionStore } from '../storage/local-session-store';
import { createHttpContainer } from './http-container';
import { createInMemoryContainer } from './in-memory-container';
import { TOKENS } from './tokens';

/** The composition root: VITE_ADAPTERS chooses HTTP adapters (the default) or in-memory ones. */
export function createPortalContainer(config: PortalConfig = readPortalConfig()): Container {
  if (config.adapters === 'in-memory') {
    // Without a server the session still survives a reload, as it would against the API.
    return createInMemoryContainer({ sessionStore: new LocalSessionStore(globalThis.localStorage) });
  }
  return createHttpContainer({ config });
}

export function portalUseCasesOf(container: Container): PortalUseCases {
  return container.get<PortalUseCases>(TOKENS.PortalUseCases);
}
