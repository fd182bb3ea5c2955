import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { portalUseCasesOf } from '../../src/infrastructure/di/create-container';
import { createInMemoryContainer, type InMemoryContainerOptions } from '../../src/infrastructure/di/in-memory-container';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import { testI18n } from './test-i18n';
import { PortalProviders } from '../../src/ui/portal-providers';
import { PortalRoot } from '../../src/ui/portal-root';
import { tokenOf } from './render-portal';

/** Lazy screens compile on first render and the profile arrives after 1 s. */
export const firstLoad = { timeout: 15_000 };

type Overrides = Pick<InMemoryContainerOptions, 'stores' | 'services' | 'blacklists' | 'products' | 'vouchers' | 'payouts'>;

/** The portal at `at`, signed in, on the in-memory catalogue with the given port overrides. */
export async function renderCatalogue(at: string, overrides: Overrides = {}, options: { user?: 'admin' | 'merchant'; language?: 'en' | 'ar' } = {}) {
  const language = options.language ?? 'en';
  const sessionStore = new MemorySessionStore(await tokenOf(options.user ?? 'admin'), language);
  const container = createInMemoryContainer({ sessionStore, reportProblem: () => {}, ...overrides });
  const useCases = portalUseCasesOf(container);
  const user = userEvent.setup();
  render(
    <PortalProviders useCases={useCases} i18n={testI18n(language)}>
      <MemoryRouter initialEntries={[at]}>
        <PortalRoot />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { user };
}

/** Opens a PrimeReact Dropdown by its label and picks an option, as a person clicks it. */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const input = await screen.findByLabelText(label, {}, firstLoad);
  await user.click(input.closest('.p-dropdown') as HTMLElement);
  const item = await waitFor(() => {
    const panels = [...document.querySelectorAll<HTMLElement>('.p-dropdown-panel')].filter((panel) => !/overlay-exit/.test(panel.className));
    const found = panels.flatMap((panel) => [...panel.querySelectorAll<HTMLElement>('[role="option"]')]).find((li) => li.textContent === option);
    if (!found) throw new Error(`the option ${option} did not open`);
    return found;
  }, firstLoad);
  await user.click(item);
}
