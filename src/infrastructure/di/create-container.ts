import type { Container } from 'inversify';
import { readPortalConfig, type PortalConfig } from '../config/portal-config';
import { LocalSessionStore } from '../session/local-session-store';
import { createHttpUseCases } from './http-composition';
import type { PortalUseCases } from './portal-use-cases';
import { TOKENS } from './tokens';

/**
 * The composition root: VITE_ADAPTERS chooses HTTP adapters (the default) or in-memory ones. The
 * in-memory composition and its demo data load only when chosen, so the served portal never ships them.
 */
export async function createPortalUseCases(config: PortalConfig = readPortalConfig()): Promise<PortalUseCases> {
  if (config.adapters === 'in-memory') {
    const { createInMemoryContainer } = await import('./in-memory-container');
    // Without a server the session still survives a reload, as it would against the API.
    return portalUseCasesOf(createInMemoryContainer({ sessionStore: new LocalSessionStore(globalThis.localStorage) }));
  }
  return createHttpUseCases({ config });
}

/** The use-cases of an in-memory container (tests build one per render). */
export function portalUseCasesOf(container: Container): PortalUseCases {
  return container.get<PortalUseCases>(TOKENS.PortalUseCases);
}
