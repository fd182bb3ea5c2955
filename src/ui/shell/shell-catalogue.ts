import type { i18n } from 'i18next';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import { type Catalogue, mergeCatalogue } from '../i18n/feature-catalogues';

const added = new WeakSet<i18n>();

// Each feature's own navigation labels and screen titles (`src/ui/<feature>/i18n/shell.<language>.json`).
const englishParts = import.meta.glob<Catalogue>('../*/i18n/shell.en.json', { import: 'default', eager: true });
const arabicParts = import.meta.glob<Catalogue>('../*/i18n/shell.ar.json', { import: 'default', eager: true });
const whole = (base: Catalogue, parts: Record<string, Catalogue>) =>
  Object.entries(parts).reduce((merged, [file, part]) => mergeCatalogue(merged, part, file), structuredClone(base));

/**
 * The strings every signed-in screen shares (navigation, screen titles, the shell's own), in both
 * languages: they travel with the shell's code, so /login does not carry them and a signed-in page
 * never waits for them on their own (docs/decisions/0029-first-load.md).
 */
export function withShellCatalogue(instance: i18n): void {
  if (added.has(instance)) return;
  instance.addResourceBundle('en', 'translation', whole(en, englishParts), true, true);
  instance.addResourceBundle('ar', 'translation', whole(ar, arabicParts), true, true);
  added.add(instance);
}
