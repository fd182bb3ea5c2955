import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { AuthPort } from '../../src/application/session/auth.port';
import type { PortalLanguage } from '../../src/application/session/session-store.port';
import { portalUseCasesOf } from '../../src/infrastructure/di/create-container';
import { createInMemoryContainer, type InMemoryContainerOptions } from '../../src/infrastructure/di/in-memory-container';
import { InMemoryAuthAdapter } from '../../src/infrastructure/session/auth.in-memory-adapter';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import { testI18n } from './test-i18n';
import { PortalProviders } from '../../src/ui/portal-providers';
import { PortalRoot } from '../../src/ui/portal-root';

/**
 * Signed-in screens appear after the profile and their view's lazy chunk; on a busy machine the
 * first import of a chunk alone can take seconds, so the wait is generous (a pass is still fast).
 */
export const afterProfile = { timeout: 12_000 };

export interface RenderPortalOptions {
  at?: string;
  auth?: Partial<AuthPort>;
  token?: string | null;
  language?: PortalLanguage | null;
  /** Parts of areas' ports replaced by name, e.g. `{ analytics: { collection: ... } }`. */
  ports?: InMemoryContainerOptions;
}

/** A demo user's token, as the in-memory adapter issues it on sign-in. */
export async function tokenOf(userName: 'admin' | 'merchant'): Promise<string> {
  const answer = await new InMemoryAuthAdapter().signIn(userName, userName === 'admin' ? 'admin12345' : 'merchant123');
  if (typeof answer !== 'string') throw new Error('the in-memory sign-in asked for a second factor');
  return answer;
}

export function renderPortal({ at = '/', auth, token = null, language = null, ports = {} }: RenderPortalOptions = {}) {
  const sessionStore = new MemorySessionStore(token, language);
  const problems: unknown[] = [];
  const container = createInMemoryContainer({ ...ports, auth, sessionStore, reportProblem: (problem) => problems.push(problem) });
  const useCases = portalUseCasesOf(container);
  const i18n = testI18n(useCases.language.current());
  const user = userEvent.setup();
  const view = render(
    <PortalProviders useCases={useCases} i18n={i18n}>
      <MemoryRouter initialEntries={[at]}>
        <PortalRoot />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { view, container, user, sessionStore, useCases, problems };
}
