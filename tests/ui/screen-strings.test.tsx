import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PortalLanguage } from '../../src/application/session/session-store.port';
import { portalUseCasesOf } from '../../src/infrastructure/di/create-container';
import { createInMemoryContainer } from '../../src/infrastructure/di/in-memory-container';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import { PortalProviders } from '../../src/ui/portal-providers';
import { PortalRoot } from '../../src/ui/portal-root';
import { screenRoutes } from '../../src/ui/routing/router-entries';
import { reportTypes } from '../../src/ui/routing/route-table';
import { afterProfile, tokenOf } from './render-portal';
import { testI18n } from './test-i18n';

// A record of the in-memory demo data for each route parameter; a form's parameter opens a new record.
const sampleParams: Record<string, string> = { merchantId: 'merchant-demo', settlementId: 'settlement-1', carrierId: 'carrier-1' };

/** Every route of the route table with its parameters filled, and every report behind /reports?type=. */
const paths = [
  ...new Set(
    screenRoutes.map((route) => route.path.replace(/\/form\/:\w+/, '/form/new').replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? 'sample')),
  ),
  ...Object.keys(reportTypes).map((type) => `/reports?type=${type}`),
];

/**
 * Renders the portal at `at` signed in as `user` in `language`, and answers the keys i18next could not
 * find in either catalogue (a key with a default value is the code's own choice and is left out).
 */
async function missingKeysAt(at: string, user: 'admin' | 'merchant', language: PortalLanguage): Promise<string[]> {
  const missing: string[] = [];
  const i18n = testI18n(language);
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, _namespace, key, _fallback, _update, options) => {
    if ((options as { defaultValue?: unknown } | undefined)?.defaultValue === undefined) missing.push(key);
  };
  const container = createInMemoryContainer({ sessionStore: new MemorySessionStore(await tokenOf(user), language), reportProblem: () => {} });
  const view = render(
    <PortalProviders useCases={portalUseCasesOf(container)} i18n={i18n}>
      <MemoryRouter initialEntries={[at]}>
        <PortalRoot />
      </MemoryRouter>
    </PortalProviders>,
  );
  // The screen's title, or the denied page's, once the profile and the view's chunk are in.
  await waitFor(() => expect(document.querySelector('#main-content h1, #main-content .kit-denied h2')).not.toBeNull(), afterProfile);
  // The screen's data arrives from the in-memory ports after its first paint: wait for the loaders to go.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"], .shell-content__loading')).toBeNull(), afterProfile).catch(() => {});
  view.unmount();
  return [...new Set(missing)];
}

describe('screen strings (spec 1 §1: English and Arabic)', () => {
  it('covers every route of the route table', () => {
    expect(paths.length).toBeGreaterThan(40);
  });

  it.each([
    ['admin', 'en'],
    ['admin', 'ar'],
    ['merchant', 'en'],
    ['merchant', 'ar'],
  ] as const)(
    'asks for no key the catalogues lack on any screen, as %s in %s',
    async (user, language) => {
      const found: string[] = [];
      for (const at of paths) found.push(...(await missingKeysAt(at, user, language)).map((key) => `${at}: ${key}`));
      expect(found).toEqual([]);
    },
    600_000,
  );
});
