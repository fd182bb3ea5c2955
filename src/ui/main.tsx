// inversify brings the small Reflect it needs (reflect-metadata/lite); no global polyfill is loaded.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createPortalUseCases } from '../infrastructure/di/create-container';
import { createPortalI18n, withArabicBase } from './i18n/i18n';
import { PortalProviders } from './portal-providers';
import { PortalRoot } from './portal-root';

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
