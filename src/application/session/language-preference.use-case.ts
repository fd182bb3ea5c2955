import { defaultLanguage, type PortalLanguage, type SessionStorePort } from './session-store.port';

export interface LanguagePreference {
  current(): PortalLanguage;
  choose(language: PortalLanguage): void;
}

/** spec 1 §9: the chosen language is persisted; English when nothing was chosen yet. */
export function languagePreferenceUseCase(deps: { sessionStore: SessionStorePort }): LanguagePreference {
  return {
    current: () => deps.sessionStore.readLanguage() ?? defaultLanguage,
    choose: (language) => deps.sessionStore.writeLanguage(language),
  };
}
