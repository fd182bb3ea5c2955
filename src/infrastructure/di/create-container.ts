import type { Container } from 'inversify';
import type { PortalUseCases } from './portal-use-cases';
import { readPortalConfig, type PortalConfig } from '../config/portal-config';
import { LocalSessionStore } from '../session/local-session-store';
import { createHttpContainer } from './http-container';
import { TOKENS } from './tokens';

/**
 * The composition root: VITE_ADAPTERS chooses HTTP adapters (the default) or in-memory ones. The
 * in-memory composition and its demo data load only when chosen, so the served portal never ships them.
 */
export async function createPortalContainer(config: PortalConfig = readPortalConfig()): Promise<Container> {
  if (config.adapters === 'in-memory') {
    const { createInMemoryContainer } = await import('./in-memory-container');
    // Without a server the session still survives a reload, as it would against the API.
    return createInMemoryContainer({ sessionStore: new LocalSessionStore(globalThis.localStorage) });
  }
  return createHttpContainer({ config });
}

export function portalUseCasesOf(container: Container): PortalUseCases {
  return container.get<PortalUseCases>(TOKENS.PortalUseCases);
}
