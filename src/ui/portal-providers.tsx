import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PortalUseCases } from '../infrastructure/di/portal-use-cases';
import { UseCasesProvider } from '../infrastructure/di/use-cases-context';
import { NotifyProvider } from './kit/use-notify';
import { SessionProvider } from './session/session-provider';

/**
 * Everything a view needs above it, except the router (the browser's, or a test's memory router):
 * the one Toast and ConfirmDialog of the portal live here (kit/use-notify.tsx). PrimeReact's settings
 * are given by the signed-in shell (shell-layout.tsx), so /login loads no PrimeReact.
 */
export function PortalProviders({ useCases, i18n, children }: { useCases: PortalUseCases; i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <UseCasesProvider useCases={useCases}>
        <SessionProvider>
          <NotifyProvider>{children}</NotifyProvider>
        </SessionProvider>
      </UseCasesProvider>
    </I18nextProvider>
  );
}
