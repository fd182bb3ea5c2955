/** spec 1 §9: languages offered; English is the default and the fallback. */
export const portalLanguages = ['en', 'ar'] as const;
export type PortalLanguage = (typeof portalLanguages)[number];
export const defaultLanguage: PortalLanguage = 'en';

export function isPortalLanguage(value: unknown): value is PortalLanguage {
  return typeof value === 'string' && (portalLanguages as readonly string[]).includes(value);
}

/** spec 1 §9: only the login token and the chosen language are persisted, nothing else. */
export interface SessionStorePort {
  readToken(): string | null;
  writeToken(token: string): void;
  /** Forgets the session. The language is a preference of the browser and survives. */
  clear(): void;
  readLanguage(): PortalLanguage | null;
  writeLanguage(language: PortalLanguage): void;
}
