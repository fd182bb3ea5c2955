import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { RolesPort } from '../../src/application/roles/roles.port';
import type { UsersPort } from '../../src/application/users/users.port';
import type { PortalLanguage } from '../../src/application/session/session-store.port';
import type { Permissions } from '../../src/domain/permissions/permission-catalogue';
import { portalUseCasesOf } from '../../src/infrastructure/di/create-container';
import { createInMemoryContainer } from '../../src/infrastructure/di/in-memory-container';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import { unsignedTokenFor } from '../../src/infrastructure/session/unsigned-token';
import { testI18n } from './test-i18n';
import { PortalProviders } from '../../src/ui/portal-providers';
import { PortalRoot } from '../../src/ui/portal-root';
import { afterProfile, tokenOf } from './render-portal';

/** The demo merchant administrator's sign-in with other grants: what a narrower role sees. */
export function merchantTokenWith(permissions: Permissions): string {
  const now = Math.floor(Date.now() / 1000);
  return unsignedTokenFor({
    _id: 'user-merchant',
    userName: 'merchant',
    userType: 'Merchant',
    userTypeId: 'merchant-demo',
    organisation: 'merchant',
    role: { _id: 'role-merchant-admin', name: 'merchant admin', permissions },
    jti: `session-test-${now}`,
    iat: now,
    exp: now + 3600,
  });
}

export interface PeopleRenderOptions {
  user?: 'admin' | 'merchant';
  token?: string;
  users?: Partial<UsersPort>;
  roles?: Partial<RolesPort>;
  language?: PortalLanguage;
}

/** The portal at `at` on in-memory adapters, signed in, with the users and roles ports partly replaced. */
export async function renderPeople(at: string, options: PeopleRenderOptions = {}) {
  const token = options.token ?? (await tokenOf(options.user ?? 'admin'));
  const sessionStore = new MemorySessionStore(token, options.language ?? null);
  const container = createInMemoryContainer({ sessionStore, users: options.users, roles: options.roles, reportProblem: () => {} });
  const useCases = portalUseCasesOf(container);
  const user = userEvent.setup();
  render(
    <PortalProviders useCases={useCases} i18n={testI18n(options.language ?? 'en')}>
      <MemoryRouter initialEntries={[at]}>
        <PortalRoot />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { user };
}

/** Opens a PrimeReact Dropdown by its input's id and picks an option, as a person clicks it. */
export async function choose(user: ReturnType<typeof userEvent.setup>, inputId: string, option: string) {
  const input = await waitFor(() => {
    const found = document.getElementById(inputId);
    if (!found) throw new Error(`no ${inputId} yet`);
    return found;
  }, afterProfile);
  await user.click(input.closest('.p-dropdown') as HTMLElement);
  const item = await waitFor(() => {
    const panels = [...document.querySelectorAll<HTMLElement>('.p-dropdown-panel')].filter((panel) => !/overlay-exit/.test(panel.className));
    const found = panels.flatMap((panel) => [...panel.querySelectorAll<HTMLElement>('[role="option"]')]).find((li) => li.textContent === option);
    if (!found) throw new Error(`the option ${option} did not open`);
    return found;
  }, afterProfile);
  await user.click(item);
}

export { afterProfile, screen };
