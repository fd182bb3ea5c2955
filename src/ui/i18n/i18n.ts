import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, type PortalLanguage } from '../../application/session/session-store.port';
import en from './en.json';

/** spec 1 §1: English (default and fallback) and Arabic; text direction follows the language. */
export function directionOf(language: PortalLanguage): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

let arabicFontRequested = false;

export function applyLanguageToDocument(language: PortalLanguage): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  // Noto Sans Arabic, Arabic letters only and one weight (~49 kB), fetched the first time the
  // portal turns Arabic; English pages load no web font (docs/decisions/0029-first-load.md).
  if (language === 'ar' && !arabicFontRequested) {
    arabicFontRequested = true;
    void import('@fontsource/noto-sans-arabic/arabic-400.css').catch(() => {
      arabicFontRequested = false;
    });
  }
}

// Features' Arabic parts may arrive first, so the bundle's presence does not tell that the base has.
const withArabic = new WeakSet<i18n>();

/**
 * The Arabic base catalogue (sign-in and shared strings), fetched the first time the portal shows
 * Arabic, so an English /login carries no Arabic text (docs/decisions/0029-first-load.md).
 */
export async function withArabicBase(instance: i18n): Promise<void> {
  if (withArabic.has(instance)) return;
  const { default: ar } = await import('./ar.json');
  // A copy: i18next merges later bundles into what it is given, which must not be the shared module.
  instance.addResourceBundle('ar', 'translation', structuredClone(ar), true, true);
  withArabic.add(instance);
  // i18next resolved the language without Arabic text at init (so `dir()` said ltr): resolve again.
  if (instance.language === 'ar') await instance.changeLanguage('ar');
}

/**
 * One i18next instance per portal (tests build their own), initialised synchronously with the
 * English base; an Arabic portal awaits `withArabicBase` before it renders.
 */
export function createPortalI18n(language: PortalLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      // The base: sign-in and shared strings. The shell's and each feature's part join when their
      // first screen opens (catalogue-loader.ts).
      // A copy: i18next merges the features' bundles into it, and the module is shared by every instance.
      en: { translation: structuredClone(en), formMessages: {} },
    },
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: ['en', 'ar'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  applyLanguageToDocument(language);
  instance.on('languageChanged', (changed) => applyLanguageToDocument(changed === 'ar' ? 'ar' : 'en'));
  return instance;
}
