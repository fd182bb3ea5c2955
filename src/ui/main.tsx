// inversify brings the small Reflect it needs (reflect-metadata/lite); no global polyfill is loaded.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createPortalUseCases } from '../infrastructure/di/create-container';
import { createPortalI18n, withArabicBase } from './i18n/i18n';
import { PortalProviders } from './portal-providers';
import { PortalRoot } from './portal-root';
import { preloadScreenAt } from './routing/screen-preload';
import { loadShellModule } from './routing/shell-module';

/** spec 1 §2: a service worker left by an older portal is unregistered at start. */
async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

void unregisterServiceWorkers().catch((problem: unknown) => console.error('[pgw] service worker', problem));

const useCases = await createPortalUseCases();
const i18n = createPortalI18n(useCases.language.current());
if (i18n.language === 'ar') await withArabicBase(i18n);
if (useCases.storedToken() !== null) {
  // A stored session is being restored: the shell's code and the screen at this address start now,
  // beside the profile call, rather than after the first render (docs/decisions/0053-dashboard-first-heading.md).
  void loadShellModule().catch(() => undefined);
  preloadScreenAt(window.location.pathname, { i18n, areas: useCases.areas });
}
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <PortalProviders useCases={useCases} i18n={i18n}>
      <BrowserRouter>
        <PortalRoot />
      </BrowserRouter>
    </PortalProviders>
  </StrictMode>,
);
