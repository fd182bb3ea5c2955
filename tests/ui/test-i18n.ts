import type { i18n } from 'i18next';
import type { PortalLanguage } from '../../src/application/session/session-store.port';
import arBase from '../../src/ui/i18n/ar.json';
import { createPortalI18n } from '../../src/ui/i18n/i18n';
import { withShellCatalogue } from '../../src/ui/shell/shell-catalogue';

/**
 * The portal's i18next instance with what the running portal has before a view renders: the
 * Arabic base (main.tsx awaits it) and the shell's strings (the shell's frame suspends on them),
 * so tests may render a view alone, in either language, without waiting for them.
 */
export function testI18n(language: PortalLanguage): i18n {
  const instance = createPortalI18n(language);
  instance.addResourceBundle('ar', 'translation', arBase, true, true);
  withShellCatalogue(instance);
  // As withArabicBase does: resolve the language again now that its text is here (sync without a backend).
  void instance.changeLanguage(language);
  return instance;
}
