import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, type PortalLanguage } from '../../application/session/session-store.port';
import ar from './ar.json';
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
  // portal turns Arabic; English pages load no web font (docs/decisions.md "Speed and scale").
  if (language === 'ar' && !arabicFontRequested) {
    arabicFontRequested = true;
    void import('@fontsource/noto-sans-arabic/arabic-400.css').catch(() => {
      arabicFontRequested = false;
    });
  }
}

/** One i18next instance per portal (tests build their own), initialised synchronously. */
export function createPortalI18n(language: PortalLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {
      // The base: the shell, sign-in and shared strings. Each feature's part joins when its first
      // screen opens (catalogue-loader.ts).
      en: { translation: en, formMessages: {} },
      ar: { translation: ar, formMessages: {} },
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
