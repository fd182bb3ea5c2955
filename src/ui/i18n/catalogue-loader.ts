import type { i18n } from 'i18next';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { featureCatalogue } from './feature-catalogues';
import { withArabicBase } from './i18n';

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
  private readonly listeners = new Set<() => void>();

  constructor(private readonly instance: i18n) {}

  /** For useSyncExternalStore: told each time a catalogue has arrived. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isLoaded(feature: string, language: Language): boolean {
    return this.loaded.has(`${feature}:${language}`);
  }

  load(feature: string, language: Language): Promise<void> {
    this.shown.add(feature);
    const key = `${feature}:${language}`;
    const known = this.loading.get(key);
    if (known !== undefined) return known;
    const started = featureCatalogue(feature, language).then(({ translation, formMessages }) => {
      this.instance.addResourceBundle(language, 'translation', structuredClone(translation), true, true);
      this.instance.addResourceBundle(language, 'formMessages', structuredClone(formMessages), true, true);
      this.loaded.add(key);
      for (const listener of this.listeners) listener();
    });
    started.catch(() => this.loading.delete(key));
    this.loading.set(key, started);
    return started;
  }

  async switchTo(language: Language): Promise<void> {
    const base = language === 'ar' ? withArabicBase(this.instance) : Promise.resolve();
    await Promise.all([base, ...[...this.shown].map((feature) => this.load(feature, language))]);
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

/** Starts loading a feature's strings in the current language ahead of its first screen (routing/view-preload.ts). */
export function preloadFeatureCatalogue(instance: i18n, feature: string): Promise<void> {
  return loaderOf(instance).load(feature, languageOf(instance));
}

/** Changes the portal's language once the text of every feature shown so far has arrived in it. */
export function switchLanguage(instance: i18n, language: Language): Promise<void> {
  return loaderOf(instance).switchTo(language);
}

/**
 * Whether a feature's strings have arrived in the current language; the first call starts loading
 * them (docs/decisions/0029-first-load.md). The view shows its loading look until then. A
 * subscription re-renders it when they arrive: it does not suspend, so a navigation can never wait
 * on a Suspense retry that does not come. A catalogue that cannot load goes to the error boundary.
 */
export function useFeatureCatalogue(feature: string | undefined): boolean {
  const { i18n: instance } = useTranslation();
  const loader = loaderOf(instance);
  const language = languageOf(instance);
  const ready = useSyncExternalStore(loader.subscribe, () => feature === undefined || loader.isLoaded(feature, language));
  const [failure, setFailure] = useState<{ problem: unknown } | null>(null);
  useEffect(() => {
    if (feature === undefined || loader.isLoaded(feature, language)) return;
    loader.load(feature, language).catch((problem: unknown) => setFailure({ problem }));
  }, [loader, feature, language]);
  if (failure !== null) throw failure.problem;
  return ready;
}

/** Shows its children once a feature's strings have arrived in the current language. */
export function WithFeatureCatalogue({ feature, children }: { feature: string; children: ReactNode }): ReactNode {
  return useFeatureCatalogue(feature) ? children : null;
}
