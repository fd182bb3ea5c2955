import type { i18n } from 'i18next';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

const added = new WeakSet<i18n>();

/**
 * The strings every signed-in screen shares (navigation, screen titles, the shell's own), in both
 * languages: they travel with the shell's code, so /login does not carry them and a signed-in page
 * never waits for them on their own (docs/decisions/0029-first-load.md).
 */
export function withShellCatalogue(instance: i18n): void {
  if (added.has(instance)) return;
  instance.addResourceBundle('en', 'translation', en, true, true);
  instance.addResourceBundle('ar', 'translation', ar, true, true);
  added.add(instance);
}
