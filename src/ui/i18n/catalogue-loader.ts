import type { i18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { featureCatalogue } from './feature-catalogues';

type Language = 'en' | 'ar';

const languageOf = (instance: i18n): Language => (instance.language === 'ar' ? 'ar' : 'en');

/**
 * Loads features' catalogues into one i18next instance, each feature and language once, and
 * remembers which features the portal has shown, so a change of language brings their text first.
 */
class CatalogueLoader {
  private readonly shown = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly loaded = new Set<string>();

  constructor(private readonly instance: i18n) {}

  isLoaded(feature: string, language: Language): boolean {
    return this.loaded.has(`${feature}:${language}`);
  }

  load(feature: string, language: Language): Promise<void> {
    this.shown.add(feature);
    const key = `${feature}:${language}`;
    const known = this.loading.get(key);
    if (known !== undefined) return known;
    const started = featureCatalogue(feature, language).then(({ translation, formMessages }) => {
      this.instance.addResourceBundle(language, 'translation', translation, true, true);
      this.instance.addResourceBundle(language, 'formMessages', formMessages, true, true);
      this.loaded.add(key);
    });
    started.catch(() => this.loading.delete(key));
    this.loading.set(key, started);
    return started;
  }

  async switchTo(language: Language): Promise<void> {
    await Promise.all([...this.shown].map((feature) => this.load(feature, language)));
    await this.instance.changeLanguage(language);
  }
}

const loaders = new WeakMap<i18n, CatalogueLoader>();

function loaderOf(instance: i18n): CatalogueLoader {
  let loader = loaders.get(instance);
  if (loader === undefined) {
    loader = new CatalogueLoader(instance);
    loaders.set(instance, loader);
  }
  return loader;
}

/** Changes the portal's language once the text of every feature shown so far has arrived in it. */
export function switchLanguage(instance: i18n, language: Language): Promise<void> {
  return loaderOf(instance).switchTo(language);
}

/**
 * A feature's strings in the current language: the first screen of a feature suspends (the nearest
 * Suspense shows its fallback) until they arrive (docs/decisions.md "Speed and scale").
 */
export function useFeatureCatalogue(feature: string | undefined): void {
  const { i18n: instance } = useTranslation();
  if (feature === undefined) return;
  const loader = loaderOf(instance);
  const language = languageOf(instance);
  if (!loader.isLoaded(feature, language)) use(loader.load(feature, language));
}
