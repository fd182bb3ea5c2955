import type { AuditLogPort } from '../../src/application/audit-log/audit-log.port';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { CarriersPort } from '../../src/application/accounts/carriers.port';
import type { MerchantsPort } from '../../src/application/accounts/merchants.port';
import type { PortalLanguage } from '../../src/application/session/session-store.port';
import { portalUseCasesOf } from '../../src/infrastructure/di/create-container';
import { createInMemoryContainer } from '../../src/infrastructure/di/in-memory-container';
import { grant } from '../../src/domain/permissions/permission-rules';
import { InMemoryAuthAdapter } from '../../src/infrastructure/session/auth.in-memory-adapter';
import { demoUsers, type DemoUser } from '../../src/infrastructure/session/demo-users';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import { testI18n } from './test-i18n';
import { PortalProviders } from '../../src/ui/portal-providers';
import { PortalRoot } from '../../src/ui/portal-root';
import { afterProfile, tokenOf } from './render-portal';

/** Platform staff who may look at merchants and carriers but change nothing (like the seeded support role). */
const readOnlyStaff: DemoUser = {
  ...(demoUsers[0] as DemoUser),
  profile: {
    ...(demoUsers[0] as DemoUser).profile,
    _id: 'user-support',
    userName: 'support',
    name: 'Support Desk',
    role: { _id: 'role-support', name: 'support' },
  },
  password: 'support123',
  permissions: grant([
    ['Dashboard', 'viewAll'],
    ['MerchentManagement', 'viewAll'],
    ['CarrierManagement', 'viewAll'],
  ]),
};

export interface AccountsRenderOptions {
  user?: 'admin' | 'merchant' | 'support';
  merchants?: Partial<MerchantsPort>;
  carriers?: Partial<CarriersPort>;
  auditLog?: Partial<AuditLogPort>;
  language?: PortalLanguage;
}

/** The portal at `at`, signed in, on the in-memory accounts areas with optional overrides. */
export async function renderAccounts(at: string, options: AccountsRenderOptions = {}) {
  const language = options.language ?? 'en';
  const support = new InMemoryAuthAdapter({}, [readOnlyStaff]);
  const token = options.user === 'support' ? String(await support.signIn('support', 'support123')) : await tokenOf(options.user ?? 'admin');
  const sessionStore = new MemorySessionStore(token, language);
  const container = createInMemoryContainer({
    sessionStore,
    merchants: options.merchants,
    carriers: options.carriers,
    auditLog: options.auditLog,
    reportProblem: () => {},
    ...(options.user === 'support' ? { auth: { userById: (id: string) => support.userById(id) } } : {}),
  });
  const useCases = portalUseCasesOf(container);
  const user = userEvent.setup();
  render(
    <PortalProviders useCases={useCases} i18n={testI18n(language)}>
      <MemoryRouter initialEntries={[at]}>
        <PortalRoot />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { user, useCases };
}

/** Opens a PrimeReact Dropdown by its label and picks an option, as a person clicks it. */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const input = await screen.findByLabelText(label, {}, afterProfile);
  await user.click(input.closest('.p-dropdown') as HTMLElement);
  const item = await waitFor(() => {
    const panels = [...document.querySelectorAll<HTMLElement>('.p-dropdown-panel')].filter((panel) => !/overlay-exit/.test(panel.className));
    const found = panels.flatMap((panel) => [...panel.querySelectorAll<HTMLElement>('[role="option"]')]).find((li) => li.textContent === option);
    if (!found) throw new Error(`the option ${option} did not open`);
    return found;
  }, afterProfile);
  await user.click(item);
}

// Views render through lazy chunks and a 1 s profile delay; a busy machine needs more than 5 s.
export const slow = { timeout: 20_000 };
